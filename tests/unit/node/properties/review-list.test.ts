// Properties of reading a queue's list answer: the hand-written check accepts exactly the rows zod
// accepts, so a list is read as zod, row by row, reads it, whatever the server sends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isReviewListItem,
  ReviewListReader,
  reviewListSchema,
  type ReviewList,
} from '@shared/api/review-list';
import { reviewListItemSchema } from '@shared/api/schemas';
import { toReviewRow, type ReviewRow } from '@shared/domain/review-rows';
import { rowsOf } from '@shared/domain/row-columns';

const RUNS = { numRuns: 500 };

/** What a field may hold instead of text: every other kind of JSON value, and undefined. */
const notText = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constant(['Cairo']),
  fc.constant({ en: 'Cairo' }),
);
const text = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', ' ', 'وكالة', 'ΟΔΟΣ'));
/** Mostly right, so a row is well-formed often enough for the two readings to be compared. */
const mostly = (right: fc.Arbitrary<unknown>, ...wrong: fc.Arbitrary<unknown>[]) =>
  fc.oneof({ arbitrary: right, weight: 6 * wrong.length }, ...wrong);
const optionalText = mostly(text, fc.constant(null), fc.constant(undefined), notText);
const submittedAt = mostly(
  fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom('2026-02-29T10:00:00.000Z', '2024-02-29T10:00:00.000Z', '2026-10-05', 'not-a-date'),
  ),
  optionalText,
);
const locations = mostly(
  fc.array(text, { maxLength: 3 }),
  fc.array(fc.oneof(text, notText, fc.constant(null)), { minLength: 1, maxLength: 3 }),
  fc.constant(null),
  fc.constant(undefined),
  notText,
);
// requiredKeys: [] leaves keys out at random: a key that is absent, beside one that is undefined.
const profile = mostly(
  fc.record({ name: optionalText, logo: optionalText, locations, bio: fc.anything() }, { requiredKeys: [] }),
  fc.constant(null),
  fc.constant(undefined),
  notText,
);
const agency = mostly(
  fc.record(
    { _id: mostly(text, notText), workEmail: optionalText, profile, tags: fc.anything() },
    { requiredKeys: ['_id'] },
  ),
  fc.record({ workEmail: optionalText, profile }, { requiredKeys: [] }),
  fc.constant(null),
  notText,
);
/** Rows close to the contract, each field right or wrong at random, and any JSON value at all. */
const row = mostly(
  fc.record(
    {
      _id: mostly(text, fc.integer(), fc.constant(null)),
      status: mostly(fc.constantFrom('pending', 'in progress', 'completed'), notText),
      submittedAt,
      agencyId: agency,
      secret: fc.anything(),
    },
    { requiredKeys: ['_id', 'status', 'agencyId'] },
  ),
  fc.record({ _id: text, status: text, agencyId: agency }, { requiredKeys: [] }),
  fc.anything(),
);

/** The list as zod reads it, row by row (the reading this project had before the fast check). */
function readByZod(rows: unknown[]): { items: ReviewRow[]; skipped: ReviewList['skipped'] } {
  const list: { items: ReviewRow[]; skipped: ReviewList['skipped'] } = { items: [], skipped: [] };
  rows.forEach((each, index) => {
    const read = reviewListItemSchema.safeParse(each);
    if (read.success) {
      list.items.push(toReviewRow(read.data));
      return;
    }
    const id = typeof each === 'object' && each !== null ? (each as { _id?: unknown })._id : undefined;
    const named = typeof id === 'string' || typeof id === 'number';
    list.skipped.push(named ? { index, id: String(id) } : { index });
  });
  return list;
}

describe('reading a list answer', () => {
  it('accepts a row exactly when zod does', () => {
    fc.assert(
      fc.property(row, (each) => {
        expect(isReviewListItem(each)).toBe(reviewListItemSchema.safeParse(each).success);
      }),
      RUNS,
    );
  });

  it('reads every list as zod does, rows kept and rows left out alike', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const list = reviewListSchema.parse(rows);
        expect({ items: rowsOf(list.items), skipped: list.skipped }).toEqual(readByZod(rows));
      }),
      RUNS,
    );
  });

  it('reads a list given a batch at a time as it reads the whole, rows left out named by their place in it', () => {
    fc.assert(
      fc.property(
        fc
          .array(row, { maxLength: 12 })
          .chain((rows) => fc.tuple(fc.constant(rows), fc.array(fc.nat(rows.length), { maxLength: 4 }))),
        ([rows, cuts]) => {
          const reader = new ReviewListReader();
          let from = 0;
          for (const cut of [...cuts, rows.length].sort((a, b) => a - b)) {
            reader.add(rows.slice(from, cut));
            from = cut;
          }
          const list = reader.done();
          expect({ items: rowsOf(list.items), skipped: list.skipped }).toEqual(readByZod(rows));
        },
      ),
      RUNS,
    );
  });

  it('finds well-formed rows often enough to mean something', () => {
    const samples = fc.sample(row, 2000);
    const accepted = samples.filter(isReviewListItem).length;
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(1900);
  });
});
