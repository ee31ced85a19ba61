// Start Review's call, shared by the queues' button and the next review after a conclusion.
import { doneEvenIfUnreadable } from './accepted-answer';
import type { Transport } from '../platform/platform';

/** Section 8: a failed start is logged and rethrown; a 2xx whose body cannot be read has started it. */
export async function startReview(transport: Transport, agencyId: string) {
  try {
    return await doneEvenIfUnreadable('Starting the review', () =>
      transport.call('startReview', { agencyId }),
    );
  } catch (error) {
    console.error('Failed to start the review', error);
    throw error;
  }
}
