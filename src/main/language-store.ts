// The UI language, chosen in the renderer and kept by main (it also words native dialogs and the
// Accept-Language header). Stored in userData/settings.json; only 'en' and 'ar' exist.
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage, type Unsubscribe } from '@shared/ipc/contract';
import { readJsonFile, writeJsonFile } from './json-file';

export interface LanguageStore {
  get(): UiLanguage;
  set(language: UiLanguage): UiLanguage;
  /** Called after each change (the menu follows the UI language). */
  onChange(listener: (language: UiLanguage) => void): Unsubscribe;
}

function readSettings(file: string): Record<string, unknown> {
  const settings = readJsonFile(file);
  return settings && typeof settings === 'object' && !Array.isArray(settings)
    ? (settings as Record<string, unknown>)
    : {};
}

export function createLanguageStore(settingsFile: string): LanguageStore {
  const stored = readSettings(settingsFile).language;
  let current: UiLanguage = isUiLanguage(stored) ? stored : DEFAULT_UI_LANGUAGE;
  const listeners = new Set<(language: UiLanguage) => void>();
  return {
    get: () => current,
    set(language) {
      if (!isUiLanguage(language)) throw new TypeError(`Unsupported language: ${String(language)}`);
      current = language;
      // Other settings in the file are kept as they are.
      writeJsonFile(settingsFile, { ...readSettings(settingsFile), language });
      for (const listener of [...listeners]) listener(language);
      return current;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
