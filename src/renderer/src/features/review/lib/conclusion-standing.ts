// Where a review stands when its conclusion is sent, from a fresh read of its details, and which
// failures leave it unknown whether the server stored the conclusion.
import type { ReviewDetails } from '@shared/api/schemas';
import { isApiError } from '@shared/api/result';
import { statusKey } from '@shared/domain/review-status';
import { isOtherReview } from '../api/get-review-details';
import { concludedOutcome } from './report-lifecycle';

/** Why nothing was sent, or why the outcome is unknown: shown on the report with Retry. */
export type ConclusionProblem =
  | { kind: 'checkFailed'; error: unknown }
  | { kind: 'otherReview' }
  | { kind: 'outcomeUnknown'; error: unknown };

export type Standing =
  | { now: 'open' }
  | { now: 'concluded'; outcome: 'completed' | 'rejected' }
  /** The details name another review of the agency (or none): nothing can be said of this one. */
  | { now: 'otherReview' }
  /** A status that is neither open nor concluded, or none: nothing is sent on a guess. */
  | { now: 'unknown' };

export function standingOf(details: ReviewDetails, reviewId: string): Standing {
  if (isOtherReview(details, reviewId)) return { now: 'otherReview' };
  const outcome = concludedOutcome(details.status);
  if (outcome) return { now: 'concluded', outcome };
  const key = statusKey(details.status);
  return key === 'pending' || key === 'inProgress' ? { now: 'open' } : { now: 'unknown' };
}

/** Nothing was sent: the check before sending failed, or found the review concluded or another one. */
export class NotSent extends Error {
  constructor(
    readonly why:
      | Exclude<ConclusionProblem, { kind: 'outcomeUnknown' }>
      | { kind: 'concluded'; outcome: 'completed' | 'rejected' },
  ) {
    super('The conclusion was not sent');
  }
}

/** A failure after which the server may have taken the conclusion: no answer, or one cut off. */
export const outcomeUnknown = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
