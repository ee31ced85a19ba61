// The review's reviewer, start date and agency name (section 3, review details).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';

// Section 8: details failures are logged and rethrown; the screen adds a short message.
export const getReviewDetails = (agencyId: string) =>
  logAndRethrow('Loading the review details', () => getTransport().call('reviewDetails', { agencyId }));

export const reviewDetailsQueryOptions = (agencyId: string) =>
  queryOptions({ queryKey: queryKeys.reviewDetails(agencyId), queryFn: () => getReviewDetails(agencyId) });

export const useReviewDetails = (agencyId: string) => useQuery(reviewDetailsQueryOptions(agencyId));
