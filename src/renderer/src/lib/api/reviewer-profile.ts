import { queryOptions, useQuery } from '@tanstack/react-query';
import { draftOwnerOf, type DraftOwner } from '../drafts/draft-store';
import type { Transport } from '../platform/platform';
import { useTransport } from '../platform/platform-context';
import { queryKeys } from '../query-keys';

/** Section 9: the reviewer profile stays fresh for 300 s and is never retried. */
export const REVIEWER_PROFILE_STALE_TIME_MS = 300_000;

export const reviewerProfileQueryKey = queryKeys.reviewerProfile;

export function reviewerProfileQueryOptions(transport: Transport) {
  return queryOptions({
    queryKey: reviewerProfileQueryKey,
    queryFn: () => transport.call('reviewerProfile'),
    staleTime: REVIEWER_PROFILE_STALE_TIME_MS,
    retry: false,
  });
}

export function useReviewerProfile() {
  return useQuery(reviewerProfileQueryOptions(useTransport()));
}

/**
 * Whose drafts are read and written: the signed-in reviewer. It lives in the session's cache, so
 * logout and a 401 (which forget the cache) end it with the session.
 */
export function useDraftOwner(): DraftOwner {
  return draftOwnerOf(useReviewerProfile().data?.email);
}
