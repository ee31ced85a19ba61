// Whether the report may send a conclusion, from what the backend says.
import { describe, expect, it } from 'vitest';
import type { FieldValidationResult } from '@shared/api/schemas';
import { reportState, statusAfter } from '@renderer/features/review/lib/report-lifecycle';

const VALIDATED: FieldValidationResult[] = [
  { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
];
const REVIEW = '66f1c0000000000000000001';
const OTHER_REVIEW = '66f1c0000000000000100001';
const done = <T>(data: T) => ({ data, isError: false });
const review = (fields: { status?: string }) => done({ _id: REVIEW, ...fields });
const loading = { isError: false };
const failed = { isError: true };

describe('the report', () => {
  it('is open for a review in progress with validations', () => {
    expect(reportState(REVIEW, review({ status: 'in progress' }), done(VALIDATED))).toEqual({
      status: 'open',
    });
    expect(reportState(REVIEW, review({}), done(VALIDATED))).toEqual({ status: 'open' });
  });

  it("never reads another review of the agency as this one's, concluded or not", () => {
    const other = (status: string) => done({ _id: OTHER_REVIEW, status });
    expect(reportState(REVIEW, other('in progress'), done(VALIDATED))).toEqual({ status: 'otherReview' });
    expect(reportState(REVIEW, other('completed'), done(VALIDATED))).toEqual({ status: 'otherReview' });
    // Details that name no review cannot say they are this one.
    expect(reportState(REVIEW, done({ status: 'in progress' }), done(VALIDATED))).toEqual({
      status: 'otherReview',
    });
  });

  it('refuses a review whose steps have no validations yet', () => {
    expect(reportState(REVIEW, review({ status: 'in-progress' }), done([]))).toEqual({
      status: 'noValidations',
    });
  });

  it.each([
    ['completed', 'completed'],
    ['Rejected', 'rejected'],
  ] as const)('shows a %s review as concluded, even if its validations failed', (status, outcome) => {
    expect(reportState(REVIEW, review({ status }), failed)).toEqual({ status: 'concluded', outcome });
  });

  it('waits for the review details and the validations', () => {
    expect(reportState(REVIEW, loading, done(VALIDATED))).toEqual({ status: 'loading' });
    expect(reportState(REVIEW, review({ status: 'in progress' }), loading)).toEqual({ status: 'loading' });
  });

  it('names what failed to load', () => {
    expect(reportState(REVIEW, failed, done(VALIDATED))).toEqual({ status: 'failed', failed: ['details'] });
    expect(reportState(REVIEW, failed, failed)).toEqual({
      status: 'failed',
      failed: ['details', 'validations'],
    });
  });

  it('knows the status the backend gives a review after each action', () => {
    expect(statusAfter('accepted')).toBe('completed');
    expect(statusAfter('rejected')).toBe('rejected');
  });
});
