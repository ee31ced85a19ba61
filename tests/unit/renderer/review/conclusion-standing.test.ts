// Where a review stands before and after its conclusion is sent, from a fresh read of its details.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/result';
import { outcomeUnknown, standingOf } from '@renderer/features/review/lib/conclusion-standing';

const REVIEW = '66f1c0000000000000000001';

describe('a review read fresh before its conclusion is sent', () => {
  it('is open while in progress, concluded once completed or rejected', () => {
    expect(standingOf({ _id: REVIEW, status: 'in-progress' }, REVIEW)).toEqual({ now: 'open' });
    expect(standingOf({ _id: REVIEW, status: 'Completed' }, REVIEW)).toEqual({
      now: 'concluded',
      outcome: 'completed',
    });
    expect(standingOf({ _id: REVIEW, status: 'rejected' }, REVIEW)).toEqual({
      now: 'concluded',
      outcome: 'rejected',
    });
  });

  it('is neither for a status it does not know, or none: nothing is sent on a guess', () => {
    expect(standingOf({ _id: REVIEW, status: 'archived' }, REVIEW)).toEqual({ now: 'unknown' });
    expect(standingOf({ _id: REVIEW }, REVIEW)).toEqual({ now: 'unknown' });
    expect(standingOf({ _id: REVIEW, status: 'pending' }, REVIEW)).toEqual({ now: 'open' });
  });

  it('says nothing of this review when the details are of another one, or name none', () => {
    expect(standingOf({ _id: '66f1c0000000000000100001', status: 'in progress' }, REVIEW)).toEqual({
      now: 'otherReview',
    });
    expect(standingOf({ status: 'completed' }, REVIEW)).toEqual({ now: 'otherReview' });
  });
});

describe('a failed send', () => {
  it('leaves the outcome unknown when no whole answer came: no connection, a time-out, a cut-off body', () => {
    expect(outcomeUnknown(new ApiError({ status: 0, kind: 'network', message: 'refused' }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ status: 0, kind: 'timeout', message: 'slow' }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ status: 502, kind: 'network', message: 'cut' }))).toBe(true);
  });

  it('is known not to have been stored when the server answered with a refusal', () => {
    expect(outcomeUnknown(new ApiError({ status: 500, kind: 'http', message: 'down' }))).toBe(false);
    expect(outcomeUnknown(new ApiError({ status: 409, kind: 'http', message: 'concluded' }))).toBe(false);
    expect(outcomeUnknown(new Error('a bug'))).toBe(false);
  });
});
