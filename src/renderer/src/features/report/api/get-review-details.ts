// The review's reviewer, start date and agency name (section 3, review details).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';

export async function getReviewDetails(agencyId: string) {
  try {
    return await getTransport().call('reviewDetails', { agencyId });
  } catch (error) {
    // Section 8: details failures are logged and rethrown; the screen adds a short message.
    console.error('Loading the review details failed', error);
    throw error;
  }
}

export const reviewDetailsQueryOptions = (agencyId: string) =>
  queryOptions({ queryKey: queryKeys.reviewDetails(agencyId), queryFn: () => getReviewDetails(agencyId) });

export const useReviewDetails = (agencyId: string) => useQuery(reviewDetailsQueryOptions(agencyId));
