import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import type { Transport } from '@renderer/lib/platform/platform';
import { useTransport } from '@renderer/lib/platform/platform-context';

export const agencyDetailsQueryOptions = (transport: Transport, agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.agencyDetails(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the agency details', () => transport.call('agencyDetails', { agencyId })),
  });

export const useAgencyDetails = (agencyId: string) =>
  useQuery(agencyDetailsQueryOptions(useTransport(), agencyId));
