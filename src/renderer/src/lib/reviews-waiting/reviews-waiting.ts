// What the page tells the desktop app about the reviews waiting, and how often it asks the backend.
import type { DashboardStats } from '@shared/api/schemas';
import { isApiError } from '@shared/api/result';
import type { ReviewsWaiting } from '@shared/ipc/reviews-waiting';
import type { DesktopPreferences } from '../preferences/desktop-preferences';

/** The stats call's interval while the count or notifications are on: modest, as the backend is shared. */
export const REVIEWS_WAITING_POLL_MS = 60_000;

/**
 * The sidebar's two counts with the reviewer's switches; null (nothing on the taskbar, no notification)
 * when both switches are off. Undefined while there is nothing new to say: the stats are not read yet,
 * or could not be (the count shown stays until they are).
 */
export function reviewsWaitingOf(
  stats: DashboardStats | undefined,
  preferences: DesktopPreferences,
): ReviewsWaiting | null | undefined {
  if (!preferences.queueCount && !preferences.notifyNewReviews) return null;
  if (!stats) return undefined;
  return {
    agencies: wholeCount(stats.agencyTab),
    updated: wholeCount(stats.totalUpdatedProfiles),
    badge: preferences.queueCount,
    notify: preferences.notifyNewReviews,
  };
}

/** A count the backend left out, or sent as something other than a whole number from 0, counts as 0. */
const wholeCount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** Polling stops for good on a 401: the session has ended, and the guard signs the reviewer out. */
export const pollIntervalAfter = (error: unknown, intervalMs = REVIEWS_WAITING_POLL_MS): number | false =>
  isApiError(error) && error.status === 401 ? false : intervalMs;
