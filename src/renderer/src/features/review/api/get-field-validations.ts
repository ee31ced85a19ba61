// Earlier results of this agency's review: they pre-fill the steps when a review is reopened.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';
import { logAndRethrow } from './log-and-rethrow';

export const fieldValidationsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.fieldValidations(agencyId),
    queryFn: () =>
      logAndRethrow('field validations', () => getTransport().call('fieldValidations', { agencyId })),
  });

export const useFieldValidations = (agencyId: string) => useQuery(fieldValidationsQueryOptions(agencyId));
