import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerProfile } from '@shared/api/schemas';
import { setDraftOwner } from '../drafts/draft-store';
import { queryKeys } from '../query-keys';
import { getTransport } from '../transport';

/** Section 9: the reviewer profile stays fresh for 300 s and is never retried. */
export const REVIEWER_PROFILE_STALE_TIME_MS = 300_000;

export const reviewerProfileQueryKey = queryKeys.reviewerProfile;

export async function getReviewerProfile(): Promise<ReviewerProfile> {
  const profile = await getTransport().call('reviewerProfile');
  setDraftOwner(profile.email);
  return profile;
}

export function reviewerProfileQueryOptions() {
  return queryOptions({
    queryKey: reviewerProfileQueryKey,
    queryFn: getReviewerProfile,
    staleTime: REVIEWER_PROFILE_STALE_TIME_MS,
    retry: false,
  });
}

export function useReviewerProfile() {
  return useQuery(reviewerProfileQueryOptions());
}
