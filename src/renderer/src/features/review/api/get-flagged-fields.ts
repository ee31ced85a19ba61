// Section 2: only reviews from the Updated Profiles list (?source=updated) fetch the changed flags.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import type { Transport } from '@renderer/lib/platform/platform';
import { useTransport } from '@renderer/lib/platform/platform-context';

export const flaggedFieldsQueryOptions = (transport: Transport, agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.flaggedFields(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the flagged fields', () => transport.call('flaggedFields', { agencyId })),
  });

export const useFlaggedFields = (agencyId: string, enabled: boolean) =>
  useQuery({ ...flaggedFieldsQueryOptions(useTransport(), agencyId), enabled });
