// The sidebar's counts, and what refreshes them and the queues' lists (queue-lists.ts) after a
// sign-in, a start or a conclusion. Sign-in loads this module: nothing of the lists' rows is in it.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { Transport } from '../platform/platform';
import { useTransport } from '../platform/platform-context';

export const dashboardStatsQueryOptions = (transport: Transport) =>
  queryOptions({ queryKey: queryKeys.dashboardStats, queryFn: () => transport.call('dashboardStats') });

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
