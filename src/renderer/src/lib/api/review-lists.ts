// The queues' data and the sidebar's counts: read by several features, refreshed by others.
import { queryOptions, replaceEqualDeep, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReviewList } from '@shared/api/review-list';
import { sameRows } from '@shared/domain/row-columns';
import { queryKeys } from '../query-keys';
import type { Transport } from '../platform/platform';
import { useTransport } from '../platform/platform-context';

export const dashboardStatsQueryOptions = (transport: Transport) =>
  queryOptions({ queryKey: queryKeys.dashboardStats, queryFn: () => transport.call('dashboardStats') });

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

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions(useTransport()));

/** Section 7: after login, the reviewer profile, all agency reviews, updated profiles and stats. */
export function refreshAfterLogin(queryClient: QueryClient) {
  return Promise.all([
    // Reset, not just invalidated: a profile that failed before sign-in must not redirect again.
    queryClient.resetQueries({ queryKey: queryKeys.reviewerProfile }),
    queryClient.invalidateQueries({ queryKey: queryKeys.agencyReviews }),
    queryClient.invalidateQueries({ queryKey: queryKeys.updatedProfiles }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
  ]);
}

/** Section 7: after a review starts, the reviews and the stats. */
export function refreshAfterReviewStart(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.agencyReviews }),
    queryClient.invalidateQueries({ queryKey: queryKeys.updatedProfiles }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
  ]);
}

/** Section 7: after a conclusion, the reviews, the stats and the updated profiles. */
export const refreshAfterConclusion = refreshAfterReviewStart;
