// The specification's cache policy, in one place: stale after 5 minutes, kept 10, queries retried
// up to 3 times except on 4xx or an answer off the contract, mutations never retried; and when the
// screens hear of an answer.
import { notifyManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isRetryable } from '@shared/api/result';

export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;
export const MAX_QUERY_RETRIES = 3;

/** TanStack counts failures from 0 before each retry, so `< 3` allows three retries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryable(error);
}

export const queryPolicy = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    retry: shouldRetryQuery,
  },
  mutations: { retry: 0 },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  // An answer's data reaches the screens in the task that read it. TanStack's default hands it over
  // in a timer task, so a frame and whatever else is queued ran between the answer and its rows.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({ defaultOptions: queryPolicy });
}

/** Busy while any query's answer is on its way (retries included). */
export const queriesInFlight = (queryClient: QueryClient) => ({
  isBusy: () => queryClient.isFetching() > 0,
  subscribe: (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
});
