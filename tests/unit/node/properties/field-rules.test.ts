// Properties of the review steps' rules: a note counts its trimmed length, tags stay trimmed and unique.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTag,
  NOTE_MAX_LENGTH,
  NOTE_MIN_LENGTH,
  noteLength,
  noteProblem,
  removeTag,
  submittedNote,
  tagsProblem,
} from '@shared/domain/field-rules';

const RUNS = { numRuns: 200 };

/** Every character String.prototype.trim removes (Unicode White_Space, line terminators, BOM). */
const WHITE_SPACE = [
  ...'\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
];
const padding = fc.array(fc.constantFrom(...WHITE_SPACE), { maxLength: 8 }).map((list) => list.join(''));
/** Text that starts and ends with a visible character. */
const visible = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: 'grapheme', minLength, maxLength })
    .filter((text) => text.length > 0 && text.trim() === text);

describe('the note length', () => {
  it('is the list of white space trim removes, checked against every UTF-16 code unit', () => {
    const removed = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
      (char) => `${char}x${char}`.trim() === 'x',
    );
    expect(removed).toEqual(WHITE_SPACE);
  });

  it('counts a note padded with any Unicode white space as its trimmed length', () => {
    fc.assert(
      fc.property(padding, visible(1, 40), padding, (before, note, after) => {
        expect(noteLength(before + note + after)).toBe(note.length);
        expect(submittedNote('invalid', before + note + after)).toBe(note);
      }),
      RUNS,
    );
  });

  it('needs 10 to 500 characters after trimming, and white space alone is no note', () => {
    fc.assert(
      fc.property(padding, fc.integer({ min: 1, max: 520 }), padding, (before, size, after) => {
        const problem = noteProblem('invalid', before + 'n'.repeat(size) + after);
        const fits = size >= NOTE_MIN_LENGTH && size <= NOTE_MAX_LENGTH;
        expect(problem).toBe(fits ? null : 'noteLength');
        expect(noteProblem('invalid', before + after)).toBe('noteRequired');
        expect(noteProblem('valid', before + after)).toBeNull();
      }),
      RUNS,
    );
  });
});

describe('tags', () => {
  const tagList = fc.uniqueArray(visible(1, 12), { maxLength: 6 });

  it('adds the trimmed text once, keeping the tags already there in order', () => {
    fc.assert(
      fc.property(tagList, padding, visible(1, 12), padding, (tags, before, tag, after) => {
        const added = addTag(tags, before + tag + after);
        expect(added.slice(0, tags.length)).toEqual(tags);
        expect(added).toEqual(tags.includes(tag) ? tags : [...tags, tag]);
        expect(addTag(added, tag)).toEqual(added);
      }),
      RUNS,
    );
  });

  it('never adds white space alone', () => {
    fc.assert(
      fc.property(tagList, padding, (tags, blank) => {
        expect(addTag(tags, blank)).toEqual(tags);
      }),
      RUNS,
    );
  });

  it('removes exactly the tag at the index', () => {
    fc.assert(
      fc.property(tagList, fc.nat(8), (tags, index) => {
        const left = removeTag(tags, index);
        expect(left).toEqual(tags.filter((_, i) => i !== index));
      }),
      RUNS,
    );
  });

  it('are required: at least one tag that is not white space alone', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(padding, visible(1, 8)), { maxLength: 5 }), (tags) => {
        expect(tagsProblem(tags)).toBe(tags.some((tag) => tag.trim() !== '') ? null : 'tagsRequired');
      }),
      RUNS,
    );
  });
});
