import { describe, expect, it } from 'vitest';
import type { ValidationFields } from '@shared/api/schemas';
import { flagStateOf, stepFieldPaths, submittableFieldPaths } from '@shared/domain/field-selection';

const fields: ValidationFields = {
  profileFields: [{ path: 'profile.name' }, { path: 'profile.bio' }],
  socialLinksFields: [{ path: 'socialLinks.linkedin' }],
  tagsFields: [{ path: 'tags' }],
  workFields: [{ path: 'work[0]' }],
  serviceFields: [{ path: 'services[0].service' }, { path: 'services[0].caseStudies[0]' }],
};

describe('the fields of each step', () => {
  it('are profile, social links, tags and work on the profile step', () => {
    expect(stepFieldPaths(fields, 'profile')).toEqual([
      'profile.name',
      'profile.bio',
      'socialLinks.linkedin',
      'tags',
      'work[0]',
    ]);
  });

  it('are the service fields on the services step', () => {
    expect(stepFieldPaths(fields, 'services')).toEqual(['services[0].service', 'services[0].caseStudies[0]']);
  });
});

describe('the flagged-field filter of updated profiles', () => {
  const flagged = [
    { fieldPath: 'profile.name', changed: true },
    { fieldPath: 'profile.bio', changed: false },
    { fieldPath: 'services[0].caseStudies[0]', changed: true },
  ];

  it('keeps only the fields flagged changed', () => {
    const paths = stepFieldPaths(fields, 'profile');
    expect(submittableFieldPaths(paths, flagged)).toEqual(['profile.name']);
    expect(submittableFieldPaths(stepFieldPaths(fields, 'services'), flagged)).toEqual([
      'services[0].caseStudies[0]',
    ]);
  });

  it('treats fields missing from the flags as unchanged', () => {
    expect(flagStateOf('tags', flagged)).toBe('unchanged');
    expect(flagStateOf('profile.bio', flagged)).toBe('unchanged');
    expect(flagStateOf('profile.name', flagged)).toBe('changed');
  });

  it('keeps every field when the review is not of an updated profile', () => {
    const paths = stepFieldPaths(fields, 'profile');
    expect(submittableFieldPaths(paths)).toEqual(paths);
    expect(flagStateOf('profile.bio', undefined)).toBe('any');
  });
});
