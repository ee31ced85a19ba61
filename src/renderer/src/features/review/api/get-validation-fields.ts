import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';

export const validationFieldsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.validationFields(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the validation fields', () =>
        getTransport().call('validationFields', { agencyId }),
      ),
  });

export const useValidationFields = (agencyId: string) => useQuery(validationFieldsQueryOptions(agencyId));
