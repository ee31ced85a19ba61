// Web mode keeps the UI language in local storage; the desktop keeps it in main (via the bridge).
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@shared/ipc/contract';

export const LANGUAGE_STORAGE_KEY = 'rc.language';

export function readStoredLanguage(storage: Storage | undefined = safeLocalStorage()): UiLanguage {
  const stored = readItem(storage, LANGUAGE_STORAGE_KEY);
  return isUiLanguage(stored) ? stored : DEFAULT_UI_LANGUAGE;
}

export function writeStoredLanguage(language: UiLanguage, storage = safeLocalStorage()): void {
  writeItem(storage, LANGUAGE_STORAGE_KEY, language);
}

/** Local storage may be missing or throw (privacy modes); the app then simply forgets. */
export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}
