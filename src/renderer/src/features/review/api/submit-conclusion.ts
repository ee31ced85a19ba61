// POST the final conclusion: {action: accepted | rejected, conclusion}.
import { useMutation } from '@tanstack/react-query';
import type { ConclusionBody } from '@shared/api/schemas';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { getTransport } from '@renderer/lib/transport';

// Section 8: logged and rethrown; the screen tells the reviewer and keeps the text.
export const submitConclusion = (reviewId: string, body: ConclusionBody) =>
  logAndRethrow('Submitting the conclusion', () =>
    getTransport().call('submitConclusion', { reviewId }, body),
  );

export const useSubmitConclusion = (reviewId: string) =>
  useMutation({ mutationFn: (body: ConclusionBody) => submitConclusion(reviewId, body) });
