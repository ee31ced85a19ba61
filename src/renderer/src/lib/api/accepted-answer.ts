// A mutation answered with a 2xx that cannot be read (off the contract, or cut off after its status
// came) was carried out by the server: it counts as done, never as failed, so what the reviewer is
// told matches what happened, and nothing is offered to be sent again.
import { isApiError } from '@shared/api/result';
import type { MessageResponse } from '@shared/api/schemas';

export function acceptedWithUnreadableAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'http' && error.status >= 200 && error.status < 300;
}

/** The call's answer, or an empty message when the server took it but its answer was unreadable. */
export async function doneEvenIfUnreadable<T>(
  what: string,
  call: () => Promise<T>,
): Promise<T | MessageResponse> {
  try {
    return await call();
  } catch (error) {
    if (!acceptedWithUnreadableAnswer(error)) throw error;
    console.warn(`${what} was accepted with an unreadable answer`, error);
    return {};
  }
}
