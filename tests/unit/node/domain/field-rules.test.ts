import { describe, expect, it } from 'vitest';
import {
  addTag,
  DEFAULT_TAGS,
  noteProblem,
  noteWithinBounds,
  removeTag,
  submittedNote,
  tagsProblem,
} from '@shared/domain/field-rules';

const chars = (count: number) => 'x'.repeat(count);

describe('the note of a field', () => {
  it('is not needed when the field is valid', () => {
    expect(noteProblem('valid', '')).toBeNull();
    expect(noteProblem('valid', 'short')).toBeNull();
  });

  it('is required when the field is invalid, and whitespace alone is no note', () => {
    expect(noteProblem('invalid', '')).toBe('noteRequired');
    expect(noteProblem('invalid', '   \n\t ')).toBe('noteRequired');
  });

  it('must be 10 to 500 characters after trimming', () => {
    expect(noteProblem('invalid', chars(9))).toBe('noteLength');
    expect(noteProblem('invalid', chars(10))).toBeNull();
    expect(noteProblem('invalid', chars(500))).toBeNull();
    expect(noteProblem('invalid', chars(501))).toBe('noteLength');
  });

  it('counts after trimming: 9 characters padded with spaces are still too short', () => {
    expect(noteProblem('invalid', `   ${chars(9)}   `)).toBe('noteLength');
    expect(noteProblem('invalid', `  ${chars(10)}  `)).toBeNull();
    expect(noteWithinBounds(` ${chars(500)} `)).toBe(true);
    expect(noteWithinBounds(chars(501))).toBe(false);
  });

  it('is sent trimmed when invalid and empty when valid', () => {
    expect(submittedNote('invalid', '  The logo is blurry.  ')).toBe('The logo is blurry.');
    expect(submittedNote('valid', 'left over from before')).toBe('');
  });
});

describe('tags', () => {
  it('are added when the trimmed text is non-empty', () => {
    expect(addTag(['Creative'], '  Local ')).toEqual(['Creative', 'Local']);
    expect(addTag(['Creative'], 'x')).toEqual(['Creative', 'x']);
  });

  it('are not added from empty or whitespace-only text', () => {
    expect(addTag(['Creative'], '')).toEqual(['Creative']);
    expect(addTag(['Creative'], '   ')).toEqual(['Creative']);
  });

  it('are not added twice', () => {
    expect(addTag(['Creative'], 'Creative ')).toEqual(['Creative']);
  });

  it('are removed by index', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeTag(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removeTag(['a'], 5)).toEqual(['a']);
  });

  it('need at least one', () => {
    expect(tagsProblem([])).toBe('tagsRequired');
    expect(tagsProblem(['  '])).toBe('tagsRequired');
    expect(tagsProblem(['Local'])).toBeNull();
  });

  it('start from the default tags of each step', () => {
    expect(DEFAULT_TAGS.profile).toEqual(['Media_production', 'Creative', 'Big budget', 'Spam', 'Local']);
    expect(DEFAULT_TAGS.services).toEqual([
      'Digital Marketing',
      'Meta Ads',
      'TikTok Ads',
      'Linkedin Ads',
      'Social Media',
    ]);
  });
});
