import { describe, expect, it } from 'vitest';
import { initialStepValues, toSubmittedValidation } from '@renderer/features/review/lib/initial-step-values';
import { stepFormSchema } from '@renderer/features/review/lib/step-form-schema';
import { stepRoutes } from '@renderer/features/review/lib/step-routes';

const messages = (values: unknown) => {
  const result = stepFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a step form starts', () => {
  it('with every field valid and the step default tags', () => {
    expect(initialStepValues({ step: 'services', fieldPaths: ['services[0].pricing'] })).toEqual({
      fields: [{ fieldPath: 'services[0].pricing', validationStatus: 'valid', note: '' }],
      tags: ['Digital Marketing', 'Meta Ads', 'TikTok Ads', 'Linkedin Ads', 'Social Media'],
    });
  });

  it('from the earlier results of a reopened review', () => {
    const values = initialStepValues({
      step: 'profile',
      fieldPaths: ['profile.name', 'profile.bio'],
      previous: [
        { fieldPath: 'profile.bio', validationStatus: 'invalid', note: 'Copied from elsewhere.' },
        { fieldPath: 'services[0].pricing', validationStatus: 'invalid', note: 'Not on this step.' },
      ],
    });
    expect(values.fields).toEqual([
      { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
      { fieldPath: 'profile.bio', validationStatus: 'invalid', note: 'Copied from elsewhere.' },
    ]);
  });
});

describe('the step form rules', () => {
  const field = (validationStatus: 'valid' | 'invalid' | null, note = '') => ({
    fields: [{ fieldPath: 'profile.name', validationStatus, note }],
    tags: ['Local'],
  });

  it('carry translation keys for each message', () => {
    expect(messages(field(null))).toEqual(['fields.0.validationStatus: validation.statusRequired']);
    expect(messages(field('invalid', '  '))).toEqual(['fields.0.note: validation.noteRequired']);
    expect(messages(field('invalid', '123456789'))).toEqual(['fields.0.note: validation.noteLength']);
    expect(messages({ ...field('valid'), tags: [] })).toEqual(['tags: validation.tagsRequired']);
    expect(messages(field('invalid', '1234567890'))).toEqual([]);
  });
});

describe('the payload posted', () => {
  it('is exactly fields with trimmed notes, and the tags', () => {
    expect(
      toSubmittedValidation({
        fields: [
          { fieldPath: 'profile.name', validationStatus: 'invalid', note: '  Not the legal name.  ' },
          { fieldPath: 'profile.bio', validationStatus: 'valid', note: 'typed, then marked valid' },
        ],
        tags: ['Local', ' Creative '],
      }),
    ).toEqual({
      fields: [
        { fieldPath: 'profile.name', validationStatus: 'invalid', note: 'Not the legal name.' },
        { fieldPath: 'profile.bio', validationStatus: 'valid', note: '' },
      ],
      tags: ['Local', 'Creative'],
    });
  });
});

describe('Back and Next', () => {
  it('lead from the profile step to the queue or Updated Profiles, and on to services', () => {
    expect(stepRoutes({ step: 'profile', agencyId: 'a', reviewId: 'r' })).toEqual({
      back: '/',
      next: '/agency/a/review/r/services',
    });
    expect(stepRoutes({ step: 'profile', agencyId: 'a', reviewId: 'r', source: 'updated' })).toEqual({
      back: '/updated-profiles',
      next: '/agency/a/review/r/services?source=updated',
    });
  });

  it('lead from the services step back to the profile step and on to the report', () => {
    expect(stepRoutes({ step: 'services', agencyId: 'a', reviewId: 'r', source: 'updated' })).toEqual({
      back: '/agency/a/review/r/profile?source=updated',
      next: '/agency/a/review/r/report?source=updated',
    });
  });
});
