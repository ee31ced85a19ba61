import { describe, expect, it } from 'vitest';
import { differsFrom, restoreStepDraft } from '@renderer/features/review/lib/step-draft';
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
