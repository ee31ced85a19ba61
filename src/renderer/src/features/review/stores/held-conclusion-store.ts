// The conclusion in its undo window (one at a time), and what the reviewer is told about held
// conclusions afterwards. It outlives the report: the reviewer moves on while the window runs, and the
// bar in the layout offers Undo and Send now until it ends.
import { create } from 'zustand';
import type { ReviewSource } from '@renderer/lib/paths';

export interface LiveHold {
  reviewId: string;
  agencyId: string;
  source?: ReviewSource;
  agencyName: string;
  /** When it is sent (Date.now() time). */
  deadline: number;
  /** Sends it (the report's checks included) and tells the reviewer how it went. */
  send(): Promise<void>;
  /** Ends the window without sending: the record and the lock go; the draft stays. */
  cancel(): Promise<void>;
  /** Lets go of the window's lock only, leaving the record for the next start. */
  release(): void;
}

/** Said in the layout until dismissed: a held conclusion that was not (or may not have been) sent. */
export interface HeldNotice {
  reviewId: string;
  agencyId: string;
  source?: ReviewSource;
  agencyName: string;
  kind: 'notSent' | 'outcomeUnknown' | 'closedDuringWindow' | 'closedWhileSending';
  /** The server's message or the reason it failed, for `notSent`. */
  detail?: string;
}

interface HeldConclusionState {
  held: LiveHold | null;
  /** Reviews whose held conclusion is being sent now (its window ended or Send now). */
  sending: string[];
  /** Which session held conclusions belong to: a held send that ends after the session has tells nobody. */
  session: number;
  notices: HeldNotice[];
  hold(hold: LiveHold): void;
  /** Ends the window now and sends. */
  sendNow(): Promise<void>;
  /** Ends the window without sending; the hold that was undone, to return to its report. */
  undo(): Promise<LiveHold | null>;
  /**
   * The session ended (logout, a 401): nothing more is sent for this reviewer. The record stays, so
   * their next start says the conclusion was not sent; what was said of held ones goes with them.
   */
  abandon(): void;
  notify(notice: HeldNotice): void;
  dismiss(reviewId: string): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const useHeldConclusion = create<HeldConclusionState>()((set, get) => {
  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const { held } = get();
    if (held) set({ held: null });
    return held;
  };
  return {
    held: null,
    sending: [],
    session: 0,
    notices: [],
    hold(hold) {
      // A second conclusion while one is held: the first goes now, as its window would have ended.
      void get().sendNow();
      set((state) => ({ held: hold, notices: state.notices.filter((n) => n.reviewId !== hold.reviewId) }));
      timer = setTimeout(() => void get().sendNow(), Math.max(0, hold.deadline - Date.now()));
    },
    async sendNow() {
      const held = take();
      if (!held) return;
      set((state) => ({ sending: [...state.sending, held.reviewId] }));
      try {
        await held.send();
      } finally {
        set((state) => ({ sending: state.sending.filter((id) => id !== held.reviewId) }));
      }
    },
    async undo() {
      const held = take();
      await held?.cancel();
      return held;
    },
    abandon() {
      take()?.release();
      set((state) => ({ notices: [], session: state.session + 1 }));
    },
    notify: (notice) =>
      set((state) => ({ notices: [...state.notices.filter((n) => n.reviewId !== notice.reviewId), notice] })),
    dismiss: (reviewId) =>
      set((state) => ({ notices: state.notices.filter((n) => n.reviewId !== reviewId) })),
  };
});

/** The review's conclusion is held or on its way from its window: its report sends nothing more. */
export const useHeldOrSending = (reviewId: string) =>
  useHeldConclusion((state) => state.held?.reviewId === reviewId || state.sending.includes(reviewId));

export const isHeldOrSending = (reviewId: string) => {
  const { held, sending } = useHeldConclusion.getState();
  return held?.reviewId === reviewId || sending.includes(reviewId);
};
