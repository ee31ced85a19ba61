// The review's reviewer, start date and agency name (section 3, review details). The endpoint is
// asked by agency, and an agency may have more than one review (reviewed once, then updated): the
// answer counts only when its `_id` is the review named in the URL.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReviewDetails } from '@shared/api/schemas';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import type { Transport } from '@renderer/lib/platform/platform';
import { useTransport } from '@renderer/lib/platform/platform-context';

// Section 8: details failures are logged and rethrown; the screen adds a short message.
const loadReviewDetails = (transport: Transport, agencyId: string) =>
  logAndRethrow('Loading the review details', () => transport.call('reviewDetails', { agencyId }));

export const reviewDetailsQueryOptions = (transport: Transport, agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.reviewDetails(agencyId),
    queryFn: () => loadReviewDetails(transport, agencyId),
  });

export const useReviewDetails = (agencyId: string) =>
  useQuery(reviewDetailsQueryOptions(useTransport(), agencyId));

/** Details that do not name this review (another review of the agency, or no id at all). */
export const isOtherReview = (details: ReviewDetails | undefined, reviewId: string): boolean =>
  details !== undefined && details._id !== reviewId;

/**
 * Asked again, never from the cache: what the backend says of the review right now. Throws if it
 * cannot be read; only an answer replaces what the report shows (a failed check is the submit's to
 * tell, not the summary's).
 */
export async function freshReviewDetails(queryClient: QueryClient, transport: Transport, agencyId: string) {
  const details = await loadReviewDetails(transport, agencyId);
  queryClient.setQueryData(queryKeys.reviewDetails(agencyId), details);
  return details;
}
