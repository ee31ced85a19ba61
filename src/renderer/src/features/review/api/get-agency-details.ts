import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';
import { logAndRethrow } from './log-and-rethrow';

export const agencyDetailsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.agencyDetails(agencyId),
    queryFn: () => logAndRethrow('agency details', () => getTransport().call('agencyDetails', { agencyId })),
  });

export const useAgencyDetails = (agencyId: string) => useQuery(agencyDetailsQueryOptions(agencyId));
