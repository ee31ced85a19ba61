// The reviewer's switch for character-key shortcuts (WCAG 2.1.4): on by default, remembered across
// restarts in local storage (which the desktop app keeps in its persistent session partition).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SHORTCUT_SETTINGS_KEY = 'rc.shortcuts';

interface ShortcutSettings {
  /** Single-key shortcuts (J, K, /, ?) act; Escape and Ctrl+Enter act either way. */
  lettersEnabled: boolean;
  setLettersEnabled(enabled: boolean): void;
}

export const useShortcutSettings = create<ShortcutSettings>()(
  persist(
    (set) => ({
      lettersEnabled: true,
      setLettersEnabled: (lettersEnabled) => set({ lettersEnabled }),
    }),
    {
      name: SHORTCUT_SETTINGS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lettersEnabled }) => ({ lettersEnabled }),
    },
  ),
);
