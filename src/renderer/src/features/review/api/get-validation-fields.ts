import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';
import { logAndRethrow } from './log-and-rethrow';

export const validationFieldsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.validationFields(agencyId),
    queryFn: () =>
      logAndRethrow('validation fields', () => getTransport().call('validationFields', { agencyId })),
  });

export const useValidationFields = (agencyId: string) => useQuery(validationFieldsQueryOptions(agencyId));
