import { desktopPreferencesDocument } from '../preferences/desktop-preferences';
import { useLocalDocument } from './use-local-document';

/** The signed-in reviewer's desktop choices (lib/preferences/desktop-preferences.ts). */
export function useDesktopPreferences() {
  return useLocalDocument(desktopPreferencesDocument);
}
