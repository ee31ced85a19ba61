// POST validate-multiple-fields; afterwards the agency's saved results are stale. A 2xx whose body
// cannot be read counts as saved: the server stored the step.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmittedValidation } from '@shared/api/schemas';
import { doneEvenIfUnreadable } from '@renderer/lib/api/accepted-answer';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { queryKeys } from '@renderer/lib/query-keys';
import { useTransport } from '@renderer/lib/platform/platform-context';

/** `mutationKey` names the review's step, so a step opened again knows its send is on its way. */
export function useValidateFields(agencyId: string, mutationKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation({
    mutationKey,
    mutationFn: (payload: SubmittedValidation) =>
      logAndRethrow('Submitting the field validations', () =>
        doneEvenIfUnreadable('The field validations', () =>
          transport.call('validateFields', { agencyId }, payload),
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.fieldValidations(agencyId) }),
  });
}
