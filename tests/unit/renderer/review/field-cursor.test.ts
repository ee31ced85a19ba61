// J and K through a step's fields, and the progress line's counts and first problem.
import { describe, expect, it } from 'vitest';
import { moveField, stepProgress } from '@renderer/features/review/lib/field-cursor';

const stepPaths = ['profile.name', 'profile.bio', 'profile.tagline', 'socialLinks.linkedin', 'tags'];

describe('J and K', () => {
  it('J goes to the next field and K to the previous one, staying put at either end', () => {
    expect(moveField(stepPaths, stepPaths, 'profile.bio', 1)).toBe('profile.tagline');
    expect(moveField(stepPaths, stepPaths, 'profile.bio', -1)).toBe('profile.name');
    expect(moveField(stepPaths, stepPaths, 'tags', 1)).toBeNull();
    expect(moveField(stepPaths, stepPaths, 'profile.name', -1)).toBeNull();
  });

  it('with no field current yet, either key goes to the first field', () => {
    expect(moveField(stepPaths, stepPaths, null, 1)).toBe('profile.name');
    expect(moveField(stepPaths, stepPaths, null, -1)).toBe('profile.name');
  });

  it('skips the unchanged (disabled) fields of an updated profile', () => {
    const judged = ['profile.bio', 'tags'];
    expect(moveField(stepPaths, judged, null, 1)).toBe('profile.bio');
    expect(moveField(stepPaths, judged, 'profile.bio', 1)).toBe('tags');
    expect(moveField(stepPaths, judged, 'tags', -1)).toBe('profile.bio');
    expect(moveField(stepPaths, judged, 'profile.bio', -1)).toBeNull();
    // From an unchanged field made current by a click in the preview.
    expect(moveField(stepPaths, judged, 'profile.tagline', 1)).toBe('tags');
    expect(moveField(stepPaths, [], null, 1)).toBeNull();
  });
});

describe('the progress line', () => {
  const field = (fieldPath: string, validationStatus: 'valid' | 'invalid' | null, note = '') => ({
    fieldPath,
    validationStatus,
    note,
  });

  it('counts the fields, the invalid ones and those whose note is outside 10..500 characters', () => {
    const progress = stepProgress([
      field('profile.name', 'valid'),
      field('profile.bio', 'invalid', 'Copied from another agency.'),
      field('profile.tagline', 'invalid', '   short   '),
      field('tags', 'invalid', 'x'.repeat(501)),
      field('work[0]', 'valid', 'a note of a valid field is never needed'),
    ]);
    expect(progress).toMatchObject({ fields: 5, invalid: 3, needsNote: 2 });
    expect(progress.firstProblem).toEqual({ path: 'profile.tagline', problem: 'note' });
  });

  it('has a first problem in list order, a field without a status included, and none when all is well', () => {
    expect(stepProgress([field('profile.name', null), field('profile.bio', 'invalid')]).firstProblem).toEqual(
      { path: 'profile.name', problem: 'status' },
    );
    expect(stepProgress([field('profile.name', 'valid')])).toEqual({
      fields: 1,
      invalid: 0,
      needsNote: 0,
      firstProblem: null,
    });
  });
});
