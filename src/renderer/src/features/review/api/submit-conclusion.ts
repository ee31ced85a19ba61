// POST the final conclusion: {action: accepted | rejected, conclusion}.
import { useMutation } from '@tanstack/react-query';
import type { ConclusionBody, MessageResponse } from '@shared/api/schemas';
import { isApiError } from '@shared/api/result';
import { logAndRethrow } from '@renderer/lib/log-and-rethrow';
import { useTransport } from '@renderer/lib/platform/platform-context';

/**
 * A 2xx whose body cannot be read (garbled, or cut off after its status came): the server took the
 * conclusion, so it is never offered again.
 */
export function acceptedWithUnreadableAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'http' && error.status >= 200 && error.status < 300;
}

// Section 8: logged and rethrown; the screen tells the reviewer and keeps the text.
export function useSubmitConclusion(reviewId: string) {
  const transport = useTransport();
  return useMutation({
    mutationFn: (body: ConclusionBody) =>
      logAndRethrow('Submitting the conclusion', () =>
        transport.call('submitConclusion', { reviewId }, body).catch((error: unknown): MessageResponse => {
          if (!acceptedWithUnreadableAnswer(error)) throw error;
          console.warn('The conclusion was accepted with an unreadable answer', error);
          return {};
        }),
      ),
  });
}
