// The values a reviewer judged, kept per agency and field path for re-reviews: recorded, read back,
// compared with the right earlier review, and kept within the document's bounds.
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_DOCUMENT_LIMITS, serialiseLocalDocument } from '@shared/ipc/local-data';
import {
  earlierSeenValue,
  EMPTY_SEEN_VALUES,
  MAX_SEEN_AGENCIES,
  MAX_SEEN_VALUE_BYTES,
  readSeenValues,
  SEEN_VALUES_BUDGET_BYTES,
  withSeenStep,
  type SeenStep,
  type SeenValues,
} from '@renderer/features/review/lib/seen-values';

const step = (
  overrides: Partial<Omit<SeenStep, 'values'>> & { values: Record<string, unknown> },
): SeenStep => ({
  agencyId: 'agency-1',
  reviewId: 'review-1',
  seenAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
  values: new Map(Object.entries(overrides.values)),
});

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('recording a step', () => {
  it('keeps each judged value as the API gave it, with when and in which review it was seen', () => {
    const values = withSeenStep(
      EMPTY_SEEN_VALUES,
      step({ values: { 'profile.bio': 'Builds brands.', 'profile.language': ['Arabic', 'English'] } }),
    );
    expect(values.agencies['agency-1']).toEqual({
      seenAt: '2026-10-01T10:00:00.000Z',
      fields: {
        'profile.bio': { seenAt: '2026-10-01T10:00:00.000Z', reviewId: 'review-1', value: 'Builds brands.' },
        'profile.language': {
          seenAt: '2026-10-01T10:00:00.000Z',
          reviewId: 'review-1',
          value: ['Arabic', 'English'],
        },
      },
    });
  });

  it('keeps a value the API left out as none (JSON has no undefined)', () => {
    const values = withSeenStep(EMPTY_SEEN_VALUES, step({ values: { 'profile.portfolio': undefined } }));
    expect(values.agencies['agency-1'].fields['profile.portfolio'].value).toBeNull();
  });

  it('keeps the other step of the same agency when recording one', () => {
    const profile = withSeenStep(EMPTY_SEEN_VALUES, step({ values: { 'profile.bio': 'A' } }));
    const both = withSeenStep(profile, step({ values: { 'services[0].skills': ['SEO'] } }));
    expect(Object.keys(both.agencies['agency-1'].fields).sort()).toEqual([
      'profile.bio',
      'services[0].skills',
    ]);
  });

  it('records a value over its budget as seen but not kept', () => {
    const huge = 'x'.repeat(MAX_SEEN_VALUE_BYTES + 1);
    const values = withSeenStep(
      EMPTY_SEEN_VALUES,
      step({ values: { 'profile.bio': huge, 'profile.name': 'N' } }),
    );
    expect(values.agencies['agency-1'].fields['profile.bio']).toEqual({
      seenAt: '2026-10-01T10:00:00.000Z',
      reviewId: 'review-1',
      notKept: true,
    });
    expect(values.agencies['agency-1'].fields['profile.name'].value).toBe('N');
  });
});

describe('what a re-review compares with', () => {
  const first = withSeenStep(EMPTY_SEEN_VALUES, step({ values: { 'profile.bio': 'Old bio' } }));

  it('is the value seen in an earlier review', () => {
    expect(earlierSeenValue(first, 'agency-1', 'review-2', 'profile.bio')).toMatchObject({
      value: 'Old bio',
      reviewId: 'review-1',
    });
  });

  it('stays the earlier review’s value once the re-review itself has recorded the field (Back, then again)', () => {
    const rereview = { reviewId: 'review-2', seenAt: '2026-10-09T10:00:00.000Z' };
    const once = withSeenStep(first, step({ ...rereview, values: { 'profile.bio': 'New bio' } }));
    const twice = withSeenStep(once, step({ ...rereview, values: { 'profile.bio': 'Newer bio' } }));
    expect(earlierSeenValue(twice, 'agency-1', 'review-2', 'profile.bio')).toMatchObject({
      value: 'Old bio',
    });
    // The next review compares with what this one saw last.
    expect(earlierSeenValue(twice, 'agency-1', 'review-3', 'profile.bio')).toEqual({
      seenAt: '2026-10-09T10:00:00.000Z',
      reviewId: 'review-2',
      value: 'Newer bio',
    });
  });

  it('is nothing for a field, an agency or a review this computer has not seen before', () => {
    expect(earlierSeenValue(first, 'agency-1', 'review-2', 'profile.tagline')).toBeUndefined();
    expect(earlierSeenValue(first, 'agency-2', 'review-2', 'profile.bio')).toBeUndefined();
    expect(earlierSeenValue(first, 'agency-1', 'review-1', 'profile.bio')).toBeUndefined();
  });
});

describe('the bounds', () => {
  const agencyAt = (index: number, values: Record<string, unknown>) =>
    step({
      agencyId: `agency-${index}`,
      seenAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      values,
    });

  it(`keeps at most ${MAX_SEEN_AGENCIES} agencies, dropping those seen longest ago first`, () => {
    let values: SeenValues = EMPTY_SEEN_VALUES;
    for (let index = 0; index < MAX_SEEN_AGENCIES + 3; index++)
      values = withSeenStep(values, agencyAt(index, { 'profile.name': `Agency ${index}` }));
    const kept = Object.keys(values.agencies);
    expect(kept).toHaveLength(MAX_SEEN_AGENCIES);
    expect(kept).not.toContain('agency-0');
    expect(kept).not.toContain('agency-2');
    expect(kept).toContain('agency-3');
    expect(kept).toContain(`agency-${MAX_SEEN_AGENCIES + 2}`);
  });

  it('drops the oldest agencies once the byte budget is reached, never the one just recorded', () => {
    // Each agency about 15 KB: the budget holds about a hundred of them.
    const big = (index: number) => ({ 'profile.bio': `${index} ${'word '.repeat(3_000)}` });
    let values: SeenValues = EMPTY_SEEN_VALUES;
    for (let index = 0; index < 130; index++) values = withSeenStep(values, agencyAt(index, big(index)));
    expect(bytesOf(values)).toBeLessThanOrEqual(SEEN_VALUES_BUDGET_BYTES);
    const kept = Object.keys(values.agencies);
    expect(kept).toContain('agency-129');
    expect(kept).not.toContain('agency-0');
    expect(kept.length).toBeGreaterThan(90);
    // Well inside what the local document may hold.
    expect(serialiseLocalDocument('seen-values', values)).not.toBeNull();
    expect(SEEN_VALUES_BUDGET_BYTES).toBeLessThan(LOCAL_DOCUMENT_LIMITS['seen-values']);
  });

  it('marks the largest values of an agency too large to fit alone as not kept, keeping the rest', () => {
    const values: Record<string, unknown> = { 'profile.name': 'Small' };
    for (let index = 0; index < 200; index++)
      values[`work[${index}]`] = 'w'.repeat(MAX_SEEN_VALUE_BYTES - 100);
    const recorded = withSeenStep(EMPTY_SEEN_VALUES, step({ values }));
    expect(bytesOf(recorded)).toBeLessThanOrEqual(SEEN_VALUES_BUDGET_BYTES);
    const fields = recorded.agencies['agency-1'].fields;
    expect(fields['profile.name'].value).toBe('Small');
    expect(Object.values(fields).filter((field) => field.notKept).length).toBeGreaterThan(100);
    expect(Object.values(fields).filter((field) => 'value' in field).length).toBeGreaterThan(50);
  });
});

describe('reading what is stored', () => {
  it('reads back what it wrote', () => {
    const values = withSeenStep(EMPTY_SEEN_VALUES, step({ values: { 'profile.bio': 'A', tags: ['x'] } }));
    expect(readSeenValues(JSON.parse(JSON.stringify(values)))).toEqual(values);
  });

  it('ignores a corrupt document, saying so in the log', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readSeenValues('not a document')).toEqual(EMPTY_SEEN_VALUES);
    expect(readSeenValues({ agencies: [] })).toEqual(EMPTY_SEEN_VALUES);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('drops the agencies and fields it cannot read and keeps the rest', () => {
    const good = { seenAt: '2026-10-01T10:00:00.000Z', reviewId: 'r', value: 'kept' };
    const read = readSeenValues({
      agencies: {
        a: {
          seenAt: '2026-10-01T10:00:00.000Z',
          fields: {
            good,
            noValue: { seenAt: good.seenAt, reviewId: 'r' },
            badTime: { ...good, seenAt: 'yesterday' },
            noReview: { seenAt: good.seenAt, value: 1 },
            badBefore: { ...good, before: 'nope' },
          },
        },
        b: { seenAt: 'never', fields: {} },
        c: 'nothing',
      },
    });
    expect(read).toEqual({
      agencies: {
        a: { seenAt: '2026-10-01T10:00:00.000Z', fields: { good, badBefore: good } },
      },
    });
  });
});
