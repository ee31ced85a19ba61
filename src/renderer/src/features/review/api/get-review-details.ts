// The review's reviewer, start date and agency name (section 3, review details).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import type { Transport } from '@renderer/lib/platform/platform';
import { useTransport } from '@renderer/lib/platform/platform-context';

// Section 8: details failures are logged and rethrown; the screen adds a short message.
export const reviewDetailsQueryOptions = (transport: Transport, agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.reviewDetails(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the review details', () => transport.call('reviewDetails', { agencyId })),
  });

export const useReviewDetails = (agencyId: string) =>
  useQuery(reviewDetailsQueryOptions(useTransport(), agencyId));
