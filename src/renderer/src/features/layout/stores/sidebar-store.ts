// Whether the sidebar is collapsed, remembered across restarts (local storage of the app's origin,
// which the desktop app keeps in its persistent session partition).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SIDEBAR_WIDTH = { expanded: 280, collapsed: 82 } as const;
/** Section 2: the content's margin is 280 expanded and 80 collapsed. */
export const CONTENT_MARGIN = { expanded: 280, collapsed: 80 } as const;

interface SidebarState {
  collapsed: boolean;
  toggle(): void;
}

export const useSidebarStore = create<SidebarState>()(
  persist((set) => ({ collapsed: false, toggle: () => set((state) => ({ collapsed: !state.collapsed })) }), {
    name: 'rc.sidebar',
    storage: createJSONStorage(() => localStorage),
  }),
);
