// Section 2: only reviews from the Updated Profiles list (?source=updated) fetch the changed flags.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';
import { logAndRethrow } from './log-and-rethrow';

export const flaggedFieldsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.flaggedFields(agencyId),
    queryFn: () => logAndRethrow('flagged fields', () => getTransport().call('flaggedFields', { agencyId })),
  });

export const useFlaggedFields = (agencyId: string, enabled: boolean) =>
  useQuery({ ...flaggedFieldsQueryOptions(agencyId), enabled });
