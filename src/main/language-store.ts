// The UI language, chosen in the renderer and kept by main (it also words native dialogs and the
// Accept-Language header). Stored in userData/settings.json; only 'en' and 'ar' exist.
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@shared/ipc/contract';
import { readJsonFile, writeJsonFile } from './json-file';

export interface LanguageStore {
  get(): UiLanguage;
  set(language: UiLanguage): UiLanguage;
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
  return {
    get: () => current,
    set(language) {
      if (!isUiLanguage(language)) throw new TypeError(`Unsupported language: ${String(language)}`);
      current = language;
      // Other settings in the file are kept as they are.
      writeJsonFile(settingsFile, { ...readSettings(settingsFile), language });
      return current;
    },
  };
}
