import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  differsFrom,
  mergeStepDraft,
  restoreStepDraft,
} from '@renderer/features/review/lib/step-draft';
import type { StepFormValues } from '@renderer/features/review/lib/step-form-schema';

const defaults: StepFormValues = {
  fields: [
    { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
    { fieldPath: 'profile.bio', validationStatus: 'valid', note: '' },
  ],
  tags: ['Creative'],
};

describe("a step's draft read back", () => {
  it('restores statuses, notes and tags of the fields the step still has', () => {
    const draft = {
      fields: [{ fieldPath: 'profile.bio', validationStatus: 'invalid', note: 'Copied from elsewhere.' }],
      tags: ['Local', 'Spam'],
    };
    expect(restoreStepDraft(draft, defaults)).toEqual({
      fields: [
        { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
        { fieldPath: 'profile.bio', validationStatus: 'invalid', note: 'Copied from elsewhere.' },
      ],
      tags: ['Local', 'Spam'],
    });
  });

  it('drops fields the step no longer has and values of the wrong type', () => {
    const draft = {
      fields: [
        { fieldPath: 'profile.gone', validationStatus: 'invalid', note: 'x' },
        { fieldPath: 'profile.name', validationStatus: 'maybe', note: 42 },
        'junk',
      ],
      tags: ['Kept', 7],
    };
    expect(restoreStepDraft(draft, defaults)).toEqual({ fields: defaults.fields, tags: ['Kept'] });
  });

  it('ignores a damaged draft', () => {
    expect(restoreStepDraft(null, defaults)).toBeNull();
    expect(restoreStepDraft('text', defaults)).toBeNull();
    expect(restoreStepDraft({ fields: 'no' }, defaults)).toBeNull();
  });

  it('keeps a draft only while the values differ from where the form started', () => {
    expect(differsFrom(defaults, structuredClone(defaults))).toBe(false);
    expect(differsFrom({ ...defaults, tags: [] }, defaults)).toBe(true);
  });
});

describe('two tabs writing one step draft', () => {
  const bio = { fieldPath: 'profile.bio', validationStatus: 'invalid' as const, note: 'From tab one.' };
  const name = { fieldPath: 'profile.name', validationStatus: 'invalid' as const, note: 'From tab two.' };

  it('keep the fields the other tab wrote and replace only their own', () => {
    const afterFirst = mergeStepDraft(null, { fields: [bio] });
    const afterSecond = mergeStepDraft(afterFirst, { fields: [name] });
    expect(restoreStepDraft(afterSecond, defaults)?.fields).toEqual([name, bio]);
    expect(afterSecond.tags).toBeUndefined();
  });

  it('let the later write of the same field win, and keep tags unless a tab edited them', () => {
    const first = mergeStepDraft(null, { fields: [bio], tags: ['Local'] });
    const later = { ...bio, validationStatus: 'valid' as const, note: '' };
    expect(mergeStepDraft(first, { fields: [later] })).toEqual({ fields: [later], tags: ['Local'] });
    expect(mergeStepDraft(first, { fields: [], tags: ['Spam'] }).tags).toEqual(['Spam']);
  });

  it('start from nothing when the stored draft is damaged', () => {
    expect(mergeStepDraft('junk', { fields: [bio] })).toEqual({ fields: [bio] });
  });

  it('see which fields and whether the tags changed between two values of the form', () => {
    const next: StepFormValues = { fields: [defaults.fields[0], bio], tags: ['Creative', 'Local'] };
    expect(changesBetween(defaults, next)).toEqual({ paths: ['profile.bio'], tags: true });
    expect(changesBetween(defaults, structuredClone(defaults))).toEqual({ paths: [], tags: false });
  });
});
