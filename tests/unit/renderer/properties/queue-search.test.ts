// The queue screen's search (row-cache.ts: the rows as indexes, a longer query looking only through
// what the shorter one found, the last queries looked up) finds exactly what filterRows finds over
// the same rows in the same order, whatever is typed and erased, in either order, with either status
// filter, and when the status labels change language between two keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterRows,
  normaliseSearch,
  sortRows,
  statusesFoundBy,
  toReviewRow,
  type SortOrder,
} from '@shared/domain/review-rows';
import { columnsOf, rowAt } from '@shared/domain/row-columns';
import { findInQueue, keptRows, statusesOf } from '@renderer/features/queues/lib/row-cache';
import { isPending } from '@shared/domain/review-status';
import type { StatusFilter } from '@renderer/lib/queue-views/queue-view';

const STATUSES = ['pending', 'in progress', 'completed', 'rejected'];
/** Two languages' labels: a query can find a status by one and not the other. */
const LABELS: Record<'en' | 'ar', (status: string) => string> = {
  en: (status) => ({ pending: 'Pending', 'in progress': 'In review' })[status] ?? status,
  ar: (status) => ({ pending: 'قيد الانتظار', completed: 'مكتمل' })[status] ?? status,
};
/**
 * Few letters, so queries find some rows and not others. Among them, what normalising changes: upper
 * case ('İ' lower-cases to two code units), a Greek sigma (lower-cased by its place in the word), a
 * combining accent, a full-width letter and a no-break space. A row's name, email and place are each
 * normalised on their own, a query as a whole, and the two must still agree. A query may even hold a
 * line break (none typed can), which a row's parts only find when joined. Digits and signs as in email
 * addresses, so every kind of character a text's mask tells apart is met.
 */
const letters = fc.constantFrom(...'inpeIقي Σς\u00a0\u0301İＩ1@.-');
const typed = fc.oneof({ weight: 20, arbitrary: letters }, { weight: 1, arbitrary: fc.constant('\n') });
const text = fc.array(letters, { maxLength: 6 }).map((parts) => parts.join(''));

const row = fc.record({
  name: text,
  email: text,
  location: text,
  status: fc.constantFrom(...STATUSES),
  day: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});

type Step =
  | { kind: 'type'; letter: string }
  | { kind: 'erase' }
  | { kind: 'sort'; order: SortOrder }
  | { kind: 'status'; status: StatusFilter }
  | { kind: 'language'; language: 'en' | 'ar' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: typed.map((letter) => ({ kind: 'type' as const, letter })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'erase' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('newest', 'oldest').map((order) => ({ kind: 'sort' as const, order })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('all', 'pending').map((status) => ({ kind: 'status' as const, status })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('en', 'ar').map((language) => ({ kind: 'language' as const, language })),
  },
);

describe('the queue screen finds, key by key', () => {
  it('exactly what filterRows finds over the same rows, in the order shown', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.array(step, { maxLength: 40 }), (shown, steps) => {
        const list = shown.map((item, n) =>
          toReviewRow({
            _id: `review-${n}`,
            status: item.status,
            submittedAt: item.day === null ? null : `2026-10-0${item.day}T10:00:00.000Z`,
            agencyId: {
              _id: `agency-${n}`,
              workEmail: item.email,
              profile: { name: item.name, locations: [item.location] },
            },
          }),
        );
        const rows = columnsOf(list);
        let query = '';
        let sort: SortOrder = 'newest';
        let status: StatusFilter = 'all';
        let label = LABELS.en;
        for (const next of steps) {
          if (next.kind === 'type') query += next.letter;
          else if (next.kind === 'erase') query = query.slice(0, -1);
          else if (next.kind === 'sort') sort = next.order;
          else if (next.kind === 'status') status = next.status;
          else label = LABELS[next.language];

          const kept = keptRows(rows, sort, status);
          const found = statusesFoundBy(query, statusesOf(rows), label);
          const needle = normaliseSearch(query);
          const shownRows = needle ? findInQueue(rows, kept, needle, found) : kept;
          const sorted = sortRows(list, sort);
          const byStatus = status === 'pending' ? sorted.filter((each) => isPending(each.status)) : sorted;
          const expected = filterRows(byStatus, query, found);
          expect(Array.from(shownRows, (index) => rowAt(rows, index))).toEqual(expected);
        }
      }),
      { numRuns: 500 },
    );
  });
});
