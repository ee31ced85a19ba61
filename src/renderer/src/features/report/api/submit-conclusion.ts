// POST the final conclusion: {action: accepted | rejected, conclusion}.
import { useMutation } from '@tanstack/react-query';
import type { ConclusionBody } from '@shared/api/schemas';
import { getTransport } from '@renderer/lib/transport';

export async function submitConclusion(reviewId: string, body: ConclusionBody) {
  try {
    return await getTransport().call('submitConclusion', { reviewId }, body);
  } catch (error) {
    // Section 8: logged and rethrown; the screen tells the reviewer and keeps the text.
    console.error('Submitting the conclusion failed', error);
    throw error;
  }
}

export const useSubmitConclusion = (reviewId: string) =>
  useMutation({ mutationFn: (body: ConclusionBody) => submitConclusion(reviewId, body) });
