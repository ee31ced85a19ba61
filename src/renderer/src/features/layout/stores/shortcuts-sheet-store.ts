// Whether the keyboard shortcuts sheet is open: `?`, the sidebar's Settings and the desktop app's
// Help menu all open the same sheet.
import { create } from 'zustand';

interface ShortcutsSheetState {
  opened: boolean;
  open(): void;
  close(): void;
  toggle(): void;
}

export const useShortcutsSheet = create<ShortcutsSheetState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
  toggle: () => set((state) => ({ opened: !state.opened })),
}));
