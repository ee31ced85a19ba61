// POST validate-multiple-fields; afterwards the agency's saved results are stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmittedValidation } from '@shared/api/schemas';
import { queryKeys } from '@renderer/lib/query-keys';
import { getTransport } from '@renderer/lib/transport';
import { logAndRethrow } from './log-and-rethrow';

export function useValidateFields(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubmittedValidation) =>
      logAndRethrow('validate-multiple-fields', () =>
        getTransport().call('validateFields', { agencyId }, payload),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.fieldValidations(agencyId) }),
  });
}
