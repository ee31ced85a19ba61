// Every field validation submitted so far: it pre-fills a reopened review's steps and fills the report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '../log-and-rethrow';
import { queryKeys } from '../query-keys';
import type { Transport } from '../platform/platform';
import { useTransport } from '../platform/platform-context';

export const fieldValidationsQueryOptions = (transport: Transport, agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.fieldValidations(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the field validations', () => transport.call('fieldValidations', { agencyId })),
  });

export const useFieldValidations = (agencyId: string) =>
  useQuery(fieldValidationsQueryOptions(useTransport(), agencyId));
