import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';

export const agencyDetailsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.agencyDetails(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the agency details', () => getTransport().call('agencyDetails', { agencyId })),
  });

export const useAgencyDetails = (agencyId: string) => useQuery(agencyDetailsQueryOptions(agencyId));
