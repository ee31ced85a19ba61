// Every field validation submitted in the profile and services steps, for the report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';

export async function getFieldValidations(agencyId: string) {
  try {
    return await getTransport().call('fieldValidations', { agencyId });
  } catch (error) {
    console.error('Loading the field validations failed', error);
    throw error;
  }
}

export const fieldValidationsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: queryKeys.fieldValidations(agencyId),
    queryFn: () => getFieldValidations(agencyId),
  });

export const useFieldValidations = (agencyId: string) => useQuery(fieldValidationsQueryOptions(agencyId));
