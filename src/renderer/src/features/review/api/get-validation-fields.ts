import { queryOptions, useQuery } from '@tanstack/react-query';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import type { Transport } from '@renderer/lib/platform/platform';
import { useTransport } from '@renderer/lib/platform/platform-context';

export const validationFieldsQueryOptions = (transport: Transport, agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.validationFields(agencyId),
    queryFn: () =>
      logAndRethrow('Loading the validation fields', () => transport.call('validationFields', { agencyId })),
  });

export const useValidationFields = (agencyId: string) =>
  useQuery(validationFieldsQueryOptions(useTransport(), agencyId));
