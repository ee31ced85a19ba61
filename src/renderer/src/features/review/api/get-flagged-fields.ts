// Section 2: only reviews from the Updated Profiles list (?source=updated) fetch the changed flags.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';

export const flaggedFieldsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.flaggedFields(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the flagged fields', () => getTransport().call('flaggedFields', { agencyId })),
  });

export const useFlaggedFields = (agencyId: string, enabled: boolean) =>
  useQuery({ ...flaggedFieldsQueryOptions(agencyId), enabled });
