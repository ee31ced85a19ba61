// POST the final conclusion: {action: accepted | rejected, conclusion}. A 2xx whose body cannot be
// read counts as taken, so the conclusion is never offered again.
import { useMutation } from '@tanstack/react-query';
import type { ConclusionBody } from '@shared/api/schemas';
import { doneEvenIfUnreadable } from '@renderer/lib/api/accepted-answer';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import type { Transport } from '@renderer/lib/platform/platform';
import { useTransport } from '@renderer/lib/platform/platform-context';
import { mutationKeys } from '@renderer/lib/query-keys';

// Section 8: logged and rethrown; the screen tells the reviewer and keeps the text.
export const conclusionMutationOptions = (transport: Transport, reviewId: string) => ({
  // A report opened again while it is on its way knows of it (use-conclusion-submit.ts).
  mutationKey: mutationKeys.conclusion(reviewId),
  mutationFn: (body: ConclusionBody) =>
    logAndRethrow('Submitting the conclusion', () =>
      doneEvenIfUnreadable('The conclusion', () => transport.call('submitConclusion', { reviewId }, body)),
    ),
});

export function useSubmitConclusion(reviewId: string) {
  return useMutation(conclusionMutationOptions(useTransport(), reviewId));
}
