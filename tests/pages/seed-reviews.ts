// The demo seed's reviews the journeys rely on, read from the seed itself rather than spelled here.
import { DEFAULT_AGENCIES, newestSeededReview } from '../../src/demo-api/seed';

/** The newest "in progress" review of each queue, with nothing validated yet. */
export const IN_PROGRESS = newestSeededReview('agency', 'in progress');
export const UPDATED_IN_PROGRESS = newestSeededReview('updated', 'in progress');

/** The newest rows of the demo seed: the first two of the Agencies list. */
export const NEWEST = {
  pending: newestSeededReview('agency', 'pending'),
  inProgress: IN_PROGRESS,
} as const;

export const AGENCY_COUNT = DEFAULT_AGENCIES;

export type SeededReview = ReturnType<typeof newestSeededReview>;
