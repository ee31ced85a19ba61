// The queues' list answers, read by the queue screens and by what opens the next review. Kept apart
// from review-lists.ts, which sign-in loads, so the login screen loads nothing of the rows' columns.
import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import type { ReviewList } from '@shared/api/review-list';
import { sameRows } from '@shared/domain/row-columns';
import { queryKeys } from '../query-keys';
import type { Transport } from '../platform/platform';

/** A list with its malformed rows left out; those are logged by index and id, never their content. */
async function readReviewList(transport: Transport, endpoint: 'agencyReviews' | 'updatedProfiles') {
  const list = await transport.call(endpoint);
  if (list.skipped.length > 0) {
    console.error(`${endpoint}: ${list.skipped.length} malformed rows left out`, list.skipped);
  }
  return list;
}

/**
 * A refetch that answers the same rows keeps the list read before, so the screen keeps what it made
 * for it (its orders and search texts); the rows are compared column by column, not row by row.
 */
export function keepSameList(old: unknown, next: unknown): unknown {
  if (!old) return next;
  const [before, after] = [old as ReviewList, next as ReviewList];
  const items = sameRows(before.items, after.items) ? before.items : after.items;
  const skipped = replaceEqualDeep(before.skipped, after.skipped);
  return items === before.items && skipped === before.skipped ? before : { items, skipped };
}

export const agencyReviewsQueryOptions = (transport: Transport) =>
  queryOptions({
    queryKey: queryKeys.agencyReviews,
    queryFn: () => readReviewList(transport, 'agencyReviews'),
    structuralSharing: keepSameList,
  });

export const updatedProfilesQueryOptions = (transport: Transport) =>
  queryOptions({
    queryKey: queryKeys.updatedProfiles,
    queryFn: () => readReviewList(transport, 'updatedProfiles'),
    structuralSharing: keepSameList,
  });
