// A review link the OS handed the desktop app while the reviewer was on a sign-in or recovery screen.
// It waits here instead of being opened: opening it would only bounce back to the login screen, which
// would lose what the reviewer had typed. The sign-in screens say one is waiting; signing in opens it
// (the newest link, if several came); the end of a session forgets it (session-data.ts).
import { create } from 'zustand';

interface LinkAfterSignInState {
  /** The review's in-app address (reviewHrefOf), or null. */
  href: string | null;
  keep(href: string): void;
  /** The waiting link, taken: it opens once. */
  take(): string | null;
}

export const useLinkAfterSignIn = create<LinkAfterSignInState>()((set, get) => ({
  href: null,
  keep: (href) => set({ href }),
  take: () => {
    const { href } = get();
    if (href !== null) set({ href: null });
    return href;
  },
}));
