// A queue answer with malformed rows: the rest are shown, the bad ones are named by place and id.
import { describe, expect, it } from 'vitest';
import { reviewListSchema } from '@shared/api/review-list';
import { toReviewRow } from '@shared/domain/review-rows';
import { rowsOf } from '@shared/domain/row-columns';
import { memoryClient } from '../../../fixtures/memory-fetch';

const row = (n: number) => ({
  _id: `review-${n}`,
  status: 'pending',
  submittedAt: '2026-09-30T10:00:00.000Z',
  agencyId: { _id: `agency-${n}`, workEmail: `hello@${n}.test`, profile: { name: `Agency ${n}` } },
});

const answer = [
  row(1),
  { ...row(2), status: 3 }, // a wrong type
  null,
  'not a row',
  { _id: 7, agencyId: 'agency-7' }, // an id of the wrong type still names the row
  { ...row(8), agencyId: { ...row(8).agencyId, profile: { locations: 'Cairo' } } },
  row(9),
];

describe('a review list answer', () => {
  it('keeps the rows that match and leaves out the others, by index and id', () => {
    const list = reviewListSchema.parse(answer);
    expect({ ...list, items: rowsOf(list.items) }).toEqual({
      items: [toReviewRow(row(1)), toReviewRow(row(9))],
      skipped: [
        { index: 1, id: 'review-2' },
        { index: 2 },
        { index: 3 },
        { index: 4, id: '7' },
        { index: 5, id: 'review-8' },
      ],
    });
  });

  it('has every column as long as the rows kept', () => {
    const { items } = reviewListSchema.parse(answer);
    expect(items.length).toBe(2);
    for (const column of [items.names, items.emails, items.icons, items.times, items.invalidDates])
      expect(column).toHaveLength(2);
    for (const shared of [items.statuses, items.places, items.days]) expect(shared.of).toHaveLength(2);
    for (const ids of [items.ids, items.reviewIds])
      expect('packed' in ids ? ids.packed.length / 12 : ids.texts.length).toBe(2);
  });

  it('is read the same through the client core, flat or wrapped in {data}', async () => {
    for (const body of [answer, { data: answer }, { data: answer, message: 'ok' }]) {
      const { client } = memoryClient(() => body);
      for (const endpoint of ['agencyReviews', 'updatedProfiles'] as const) {
        const list = await client.call(endpoint);
        expect(rowsOf(list.items).map((item) => item.reviewerId)).toEqual(['review-1', 'review-9']);
        expect(list.skipped.map((skipped) => skipped.index)).toEqual([1, 2, 3, 4, 5]);
      }
    }
  });

  it('is an empty list, not an error, when every row is malformed', () => {
    const list = reviewListSchema.parse([null, {}]);
    expect(list.items.length).toBe(0);
    expect(list.skipped).toEqual([{ index: 0 }, { index: 1 }]);
  });

  it.each([
    ['an object', { items: [row(1)] }],
    ['a string', 'rows'],
    ['a number', 3],
    ['null', null],
  ])('is still an error when the list is %s, not an array', async (_, list) => {
    for (const body of [list, { data: list }]) {
      const { client } = memoryClient(() => body);
      expect(await client.execute({ endpoint: 'agencyReviews' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-response' },
      });
    }
  });
});
