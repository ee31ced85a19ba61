// The number of reviews waiting, as the page tells main (the sidebar's two counts) with the
// reviewer's two desktop switches; main shows it on the dock or taskbar and notifies when it rises.

/** The queue whose count rose, for the notification's click: Agencies or Updated Profiles. */
export type WaitingQueue = 'agencies' | 'updated';

export interface ReviewsWaiting {
  /** Agency reviews waiting (the stats' agencyTab). */
  agencies: number;
  /** Updated profiles waiting (the stats' totalUpdatedProfiles). */
  updated: number;
  /** The count on the dock or taskbar. */
  badge: boolean;
  /** A notification when the count rises while the window is in the background. */
  notify: boolean;
}

/** Counts main accepts are clamped to this: no queue holds more, and the badge has no room for it. */
export const MAX_WAITING_COUNT = 1_000_000;

export function isWaitingQueue(value: unknown): value is WaitingQueue {
  return value === 'agencies' || value === 'updated';
}
