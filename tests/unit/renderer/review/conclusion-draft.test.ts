import { describe, expect, it } from 'vitest';
import { EMPTY_CONCLUSION, isBlank, restoreConclusion } from '@renderer/features/review/lib/conclusion-draft';
import { formatDate } from '@renderer/lib/format-date';

describe('the conclusion draft', () => {
  it('starts as Accepted with an empty conclusion', () => {
    expect(restoreConclusion(null)).toEqual({ action: 'accepted', conclusion: '' });
    expect(EMPTY_CONCLUSION.action).toBe('accepted');
  });

  it('restores the state and the text that were saved', () => {
    expect(restoreConclusion({ action: 'rejected', conclusion: 'Spam agency' })).toEqual({
      action: 'rejected',
      conclusion: 'Spam agency',
    });
  });

  it('ignores anything in a saved draft that is not a state or a text', () => {
    expect(restoreConclusion({ action: 'maybe', conclusion: 42 })).toEqual(EMPTY_CONCLUSION);
    expect(restoreConclusion('text')).toEqual(EMPTY_CONCLUSION);
  });

  it('counts a conclusion of only spaces and new lines as blank', () => {
    expect(isBlank('  \n\t ')).toBe(true);
    expect(isBlank(' ok ')).toBe(false);
  });
});

describe('the review start date (a long calendar date in UTC)', () => {
  it('is written in the UI language', () => {
    expect(formatDate('2026-09-28T10:00:00.000Z', 'en', 'long')).toBe('September 28, 2026');
    expect(formatDate('2026-09-28T10:00:00.000Z', 'ar', 'long')).toMatch(/سبتمبر/);
  });

  it('is absent when the server sent none or an unreadable one', () => {
    expect(formatDate(null, 'en', 'long')).toBeNull();
    expect(formatDate('not a date', 'en', 'long')).toBeNull();
  });
});
