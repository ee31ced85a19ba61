// Sending a conclusion, wherever it is sent from (the report's Submit, or the end of its undo window
// after the reviewer has moved on): only after a fresh read of the review says it is this review and
// still open (fails closed: an unreadable answer sends nothing), and when the answer is lost, a second
// read says whether it was stored. The caller tells the reviewer; this says what happened.
import type { QueryClient } from '@tanstack/react-query';
import type { ConclusionBody, ReviewDetails } from '@shared/api/schemas';
import { refreshAfterConclusion } from '@renderer/lib/api/review-lists';
import type { DraftStore } from '@renderer/lib/drafts/draft-store';
import type { Transport } from '@renderer/lib/platform/platform';
import { queryKeys } from '@renderer/lib/query-keys';
import { freshReviewDetails } from '../api/get-review-details';
import { outcomeUnknown, standingOf, type ConclusionProblem } from './conclusion-standing';
import { statusAfter } from './report-lifecycle';

export type SendResult =
  | { kind: 'sent'; message?: string }
  /** Nothing was sent, or it is not known whether it was stored: the report says so, with Retry. */
  | { kind: 'problem'; problem: ConclusionProblem }
  /** Another tab or reviewer concluded it: nothing was sent, nothing is left to keep. */
  | { kind: 'concludedMeanwhile' }
  /** The backend refused it, or it failed before reaching it: the text is kept. */
  | { kind: 'failed'; error: unknown };

/** The review a conclusion is for, and what reaches the backend. */
export interface ConclusionTarget {
  queryClient: QueryClient;
  transport: Transport;
  agencyId: string;
  reviewId: string;
}

export interface SendConclusion extends ConclusionTarget {
  body: ConclusionBody;
  /** The previous attempt's outcome was unknown: a conclusion found stored now is that one. */
  afterUnknown: boolean;
  /** The POST itself (the conclusion mutation, so a screen opened meanwhile knows it is on its way). */
  post(body: ConclusionBody): Promise<{ message?: string } | undefined>;
}

export async function sendConclusion({
  queryClient,
  transport,
  agencyId,
  reviewId,
  body,
  afterUnknown,
  post,
}: SendConclusion): Promise<SendResult> {
  const standing = async () =>
    standingOf(await freshReviewDetails(queryClient, transport, agencyId), reviewId);
  const stored = statusAfter(body.action);

  let now;
  try {
    now = await standing();
  } catch (error) {
    return { kind: 'problem', problem: { kind: 'checkFailed', error } };
  }
  if (now.now === 'concluded')
    return afterUnknown && now.outcome === stored ? { kind: 'sent' } : { kind: 'concludedMeanwhile' };
  if (now.now === 'otherReview') return { kind: 'problem', problem: { kind: 'otherReview' } };
  if (now.now === 'unknown') return { kind: 'problem', problem: { kind: 'checkFailed', error: undefined } };

  try {
    const response = await post(body);
    return { kind: 'sent', message: response?.message };
  } catch (error) {
    // No answer: the server may have stored it. Ask before saying anything, so one message is true.
    if (outcomeUnknown(error)) {
      const after = await standing().catch(() => null);
      if (after?.now === 'concluded')
        return after.outcome === stored ? { kind: 'sent' } : { kind: 'concludedMeanwhile' };
      if (after?.now !== 'open') return { kind: 'problem', problem: { kind: 'outcomeUnknown', error } };
    }
    return { kind: 'failed', error };
  }
}

/** What a sent conclusion leaves behind, wherever it was sent from. */
export async function afterConclusionSent(
  { queryClient, agencyId, reviewId }: ConclusionTarget,
  drafts: DraftStore,
  action: ConclusionBody['action'],
) {
  await drafts
    .clearReview(reviewId)
    .catch((error: unknown) => console.error('Could not clear the drafts', error));
  void refreshAfterConclusion(queryClient);
  // What the backend now says of the review, so Back to the report shows it concluded at once.
  const detailsKey = queryKeys.reviewDetails(agencyId);
  queryClient.setQueryData<ReviewDetails>(detailsKey, (details) => ({
    ...details,
    status: statusAfter(action),
  }));
  void queryClient.invalidateQueries({ queryKey: detailsKey });
}
