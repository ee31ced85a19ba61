// Every field validation submitted so far: it pre-fills a reopened review's steps and fills the report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '../log-and-rethrow';
import { queryKeys } from '../query-keys';
import { getTransport } from '../transport';

export const fieldValidationsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.fieldValidations(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the field validations', () =>
        getTransport().call('fieldValidations', { agencyId }),
      ),
  });

export const useFieldValidations = (agencyId: string) => useQuery(fieldValidationsQueryOptions(agencyId));
