// When the count of reviews waiting shows on the dock or taskbar, and when it is worth a notification.
// Pure: queue-count.ts applies them to Electron.
import type { ReviewsWaiting, WaitingQueue } from '@shared/ipc/reviews-waiting';

export type WaitingCounts = Pick<ReviewsWaiting, 'agencies' | 'updated'>;

export const totalWaiting = (counts: WaitingCounts) => counts.agencies + counts.updated;

/** The number on the dock or taskbar: 0 (nothing shown) when signed out or switched off. */
export const badgeCountOf = (waiting: ReviewsWaiting | null) => (waiting?.badge ? totalWaiting(waiting) : 0);

/** The largest number the Windows overlay icon can draw legibly in 16 pixels; above it, a dot. */
export const MAX_OVERLAY_NUMBER = 99;

export type OverlayMark = { kind: 'none' } | { kind: 'number'; count: number } | { kind: 'dot' };

/** Windows has no badge count: an overlay icon with the number, a dot above 99, none at 0. */
export function overlayMarkOf(count: number): OverlayMark {
  if (count <= 0) return { kind: 'none' };
  return count > MAX_OVERLAY_NUMBER ? { kind: 'dot' } : { kind: 'number', count };
}

export interface Rise {
  /** How many more reviews wait than at the count before. */
  count: number;
  /** The queue to open: the one whose count rose, Agencies when both did. */
  queue: WaitingQueue;
}

export interface RiseWatcher {
  /**
   * Each count as it arrives (null: signed out or both switches off, which forgets the last count),
   * with whether the window is in the background; a rise worth a notification, or null.
   */
  next(waiting: ReviewsWaiting | null, background: boolean): Rise | null;
}

/**
 * A notification only when the count rises above the one before, the window is in the background and
 * the reviewer turned notifications on; never for the first count after start or sign-in (nothing
 * came before it), never when it falls or stays. Every count moves the baseline, notified or not.
 */
export function createRiseWatcher(): RiseWatcher {
  let last: WaitingCounts | null = null;
  return {
    next(waiting, background) {
      const before = last;
      last = waiting ? { agencies: waiting.agencies, updated: waiting.updated } : null;
      if (!waiting || !before || !waiting.notify || !background) return null;
      const count = totalWaiting(waiting) - totalWaiting(before);
      if (count <= 0) return null;
      // The total rose: if Agencies did not, Updated Profiles did.
      return { count, queue: waiting.agencies > before.agencies ? 'agencies' : 'updated' };
    },
  };
}
