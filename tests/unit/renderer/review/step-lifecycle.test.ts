// A step's life cycle as pure functions: nothing is judgeable before the agency's values are there.
import { describe, expect, it } from 'vitest';
import type { AgencyDetails, ValidationFields } from '@shared/api/schemas';
import { stepLoad, type StepLoadInput } from '@renderer/features/review/lib/step-lifecycle';

const FIELDS: ValidationFields = {
  profileFields: [{ path: 'profile.name' }],
  socialLinksFields: [],
  tagsFields: [],
  workFields: [],
  serviceFields: [],
};
const AGENCY: AgencyDetails = { profile: { name: 'Northwind Studio' } };
const done = <T>(data: T) => ({ data, isError: false, isPending: false });
const pending = { isError: false, isPending: true };
const failed = { isError: true, isPending: false };

const input = (overrides: Partial<StepLoadInput> = {}): StepLoadInput => ({
  step: 'profile',
  updated: false,
  fields: done(FIELDS),
  previous: done([]),
  flagged: pending,
  details: done(AGENCY),
  draft: { loaded: true, value: null },
  ...overrides,
});

describe('a review step loads', () => {
  it('is ready with the agency once everything is there', () => {
    const load = stepLoad(input());
    expect(load.status).toBe('ready');
    if (load.status !== 'ready') return;
    expect(load.agency).toBe(AGENCY);
    expect(load.start.fieldPaths).toEqual(['profile.name']);
  });

  it('stays loading while the agency details are loading, whatever else has loaded', () => {
    expect(stepLoad(input({ details: pending }))).toEqual({ status: 'loading' });
  });

  it('fails, naming the agency details, when they could not be loaded', () => {
    expect(stepLoad(input({ details: failed }))).toEqual({ status: 'failed', failed: ['details'] });
  });

  it('names every source that failed, so Retry asks again for exactly those', () => {
    expect(stepLoad(input({ updated: true, fields: failed, flagged: failed, details: failed }))).toEqual({
      status: 'failed',
      failed: ['fields', 'flagged', 'details'],
    });
  });

  it('stays ready when a background refetch of the details fails after they loaded', () => {
    expect(stepLoad(input({ details: { data: AGENCY, isError: true, isPending: false } })).status).toBe(
      'ready',
    );
  });

  it('fails when the earlier results could not be read, rather than offering every field as Valid', () => {
    expect(stepLoad(input({ previous: failed }))).toEqual({ status: 'failed', failed: ['previous'] });
    expect(stepLoad(input({ previous: pending }))).toEqual({ status: 'loading' });
  });

  it('starts from the earlier results', () => {
    const previous = done([
      { fieldPath: 'profile.name', validationStatus: 'invalid' as const, note: 'Too short' },
    ]);
    const load = stepLoad(input({ previous }));
    if (load.status !== 'ready') throw new Error(`not ready: ${load.status}`);
    expect(load.start.serverValues.fields).toEqual([
      { fieldPath: 'profile.name', validationStatus: 'invalid', note: 'Too short' },
    ]);
  });

  it('has nothing to judge on an updated profile whose changed fields are none of the step', () => {
    const nothingChanged = (flagged: StepLoadInput['flagged']) => {
      const load = stepLoad(input({ updated: true, flagged }));
      if (load.status !== 'ready') throw new Error(`not ready: ${load.status}`);
      return { nothingChanged: load.start.nothingChanged, judged: load.start.fieldPaths };
    };
    expect(nothingChanged(done([]))).toEqual({ nothingChanged: true, judged: [] });
    const elsewhere = done([{ fieldPath: 'services[0].service', changed: true }]);
    expect(nothingChanged(elsewhere)).toEqual({ nothingChanged: true, judged: [] });
    const here = done([{ fieldPath: 'profile.name', changed: true }]);
    expect(nothingChanged(here)).toEqual({ nothingChanged: false, judged: ['profile.name'] });
    const load = stepLoad(input());
    expect(load.status === 'ready' && load.start.nothingChanged).toBe(false);
  });
});
