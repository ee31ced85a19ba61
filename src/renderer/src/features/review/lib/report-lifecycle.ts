// Whether the report may send a conclusion, from what the backend says, as one tagged union: a review
// already concluded is never offered again, one with no field validations cannot be concluded, and
// details of another review of the agency are an error, never read as this one's.
import type { FieldValidationResult, ReviewDetails } from '@shared/api/schemas';
import { statusKey } from '@shared/domain/review-status';
import { isOtherReview } from '../api/get-review-details';

export type ReportSource = 'details' | 'validations';

export type ReportState =
  | { status: 'loading' }
  | { status: 'failed'; failed: readonly ReportSource[] }
  /** The details name another review of the agency than the URL's. */
  | { status: 'otherReview' }
  /** The backend says the review ended: completed (accepted) or rejected. */
  | { status: 'concluded'; outcome: 'completed' | 'rejected' }
  | { status: 'noValidations' }
  | { status: 'open' };

interface Loaded<T> {
  data?: T;
  isError: boolean;
}

export function reportState(
  reviewId: string,
  details: Loaded<ReviewDetails>,
  validations: Loaded<readonly FieldValidationResult[]>,
): ReportState {
  if (isOtherReview(details.data, reviewId)) return { status: 'otherReview' };
  const outcome = concludedOutcome(details.data?.status);
  if (outcome) return { status: 'concluded', outcome };
  const failed: ReportSource[] = [];
  if (details.isError && !details.data) failed.push('details');
  if (validations.isError && !validations.data) failed.push('validations');
  if (failed.length > 0) return { status: 'failed', failed };
  if (!details.data || !validations.data) return { status: 'loading' };
  if (validations.data.length === 0) return { status: 'noValidations' };
  return { status: 'open' };
}

/** The status a review has once the backend accepted a conclusion with this action. */
export const statusAfter = (action: 'accepted' | 'rejected') =>
  action === 'accepted' ? 'completed' : 'rejected';

export function concludedOutcome(status: string | undefined): 'completed' | 'rejected' | null {
  const key = statusKey(status);
  return key === 'completed' || key === 'rejected' ? key : null;
}
