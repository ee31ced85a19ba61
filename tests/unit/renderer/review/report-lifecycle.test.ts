// Whether the report may send a conclusion, from what the backend says.
import { describe, expect, it } from 'vitest';
import type { FieldValidationResult } from '@shared/api/schemas';
import { reportState, statusAfter } from '@renderer/features/review/lib/report-lifecycle';

const VALIDATED: FieldValidationResult[] = [
  { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
];
const done = <T>(data: T) => ({ data, isError: false });
const loading = { isError: false };
const failed = { isError: true };

describe('the report', () => {
  it('is open for a review in progress with validations', () => {
    expect(reportState(done({ status: 'in progress' }), done(VALIDATED))).toEqual({ status: 'open' });
    expect(reportState(done({}), done(VALIDATED))).toEqual({ status: 'open' });
  });

  it('refuses a review whose steps have no validations yet', () => {
    expect(reportState(done({ status: 'in-progress' }), done([]))).toEqual({ status: 'noValidations' });
  });

  it.each([
    ['completed', 'completed'],
    ['Rejected', 'rejected'],
  ] as const)('shows a %s review as concluded, even if its validations failed', (status, outcome) => {
    expect(reportState(done({ status }), failed)).toEqual({ status: 'concluded', outcome });
  });

  it('waits for the review details and the validations', () => {
    expect(reportState(loading, done(VALIDATED))).toEqual({ status: 'loading' });
    expect(reportState(done({ status: 'in progress' }), loading)).toEqual({ status: 'loading' });
  });

  it('names what failed to load', () => {
    expect(reportState(failed, done(VALIDATED))).toEqual({ status: 'failed', failed: ['details'] });
    expect(reportState(failed, failed)).toEqual({ status: 'failed', failed: ['details', 'validations'] });
  });

  it('knows the status the backend gives a review after each action', () => {
    expect(statusAfter('accepted')).toBe('completed');
    expect(statusAfter('rejected')).toBe('rejected');
  });
});
