// Properties of the queues' search and sort: a matching row is never lost, and a row is found exactly
// as by one search text of all it shows; the order is stable and total, with rows whose date is
// unknown or invalid last, and either order turns into the other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReviewListItem } from '@shared/api/schemas';
import {
  filterRows,
  firstInOrder,
  normaliseSearch,
  OPPOSITE_ORDER,
  reverseOrder,
  SORT_ORDER_NAMES,
  SORT_DIRECTION,
  sortedIndexes,
  sortRows,
  statusesFoundBy,
  submittedTimesOf,
  toReviewRow,
  type ReviewRow,
  type SortOrder,
} from '@shared/domain/review-rows';

const RUNS = { numRuns: 200 };

const graphemes = (text: string) => [...new Intl.Segmenter().segment(text)].map((part) => part.segment);
/** Characters that change under Unicode normalisation or case mapping, beside plain ones. */
const TRICKY = [...'aZ \u00a0\u2003\u3000ﬁＡΣσςİıßé', 'e\u0301', 'لا', 'ﻻ', 'وكالة'];
const name = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'grapheme', maxLength: 3 })), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const location = fc.constantFrom('Cairo', 'الرياض', '');

function itemNamed(agencyName: string, place: string, n = 0): ReviewListItem {
  return {
    _id: `review-${n}`,
    status: 'pending',
    submittedAt: '2026-10-05T10:00:00.000Z',
    agencyId: { _id: `agency-${n}`, profile: { name: agencyName, locations: [place] } },
  };
}

/** Upper or lower case, where it maps back to the same lower case (not 'ß' to 'SS'). */
function recase(part: string, change: string): string {
  const changed = change === 'upper' ? part.toUpperCase() : change === 'lower' ? part.toLowerCase() : part;
  return changed.toLowerCase() === part.toLowerCase() ? changed : part;
}

/** A query cut from the name on grapheme boundaries, its letters' case changed at random. */
const nameAndQuery = name.chain((text) => {
  const parts = graphemes(text);
  return fc
    .tuple(
      fc.nat(parts.length),
      fc.nat(parts.length),
      fc.infiniteStream(fc.constantFrom('upper', 'lower', 'same')),
    )
    .map(([a, b, cases]) => {
      const slice = parts.slice(Math.min(a, b), Math.max(a, b));
      const query = slice.map((part) => recase(part, cases.next().value)).join('');
      return { text, query };
    });
});

const SPACES = [' ', '\u00a0', '\u2003', '\u3000', '\u202f'];
/** Latin names whose words are parted by any space, as names copied from the web are. */
const spacedName = fc
  .array(fc.tuple(fc.stringMatching(/^[A-Za-z]{1,5}$/), fc.constantFrom(...SPACES)), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.flat().join(''));

describe('searching a queue', () => {
  it('never loses a row whose name contains the query, whatever its case', () => {
    fc.assert(
      fc.property(
        nameAndQuery,
        location,
        fc.constantFrom('', 'قيد الانتظار'),
        ({ text, query }, place, label) => {
          const row = toReviewRow(itemNamed(text, place));
          const found = statusesFoundBy(query, [row.status], () => label);
          expect(filterRows([row], query, found)).toHaveLength(1);
        },
      ),
      RUNS,
    );
  });

  it('finds a name with any space in it, pasted as it is, in either language', () => {
    fc.assert(
      fc.property(spacedName, fc.constantFrom('', 'قيد الانتظار'), (text, label) => {
        const row = toReviewRow(itemNamed(text, 'Cairo'));
        const found = statusesFoundBy(text, [row.status], () => label);
        expect(filterRows([row], text, found)).toHaveLength(1);
      }),
      RUNS,
    );
  });

  it('finds exactly the rows one search text of name, email, status, label and location finds', () => {
    // Typed in the search box: one line.
    const query = fc.oneof(
      name.filter((text) => !/[\n\r]/.test(text)),
      fc.constantFrom('قيد', 'οδοσ', 'ΟΔΟς', 'pend', ' PENDING', 'status 1', 'Cairo'),
    );
    const label = fc.constantFrom('', 'قيد الانتظار', 'ΟΔΟΣ', ' Pending ');
    fc.assert(
      fc.property(fc.array(fc.tuple(name, location, label), { maxLength: 6 }), query, (shown, typed) => {
        // Each row has a status of its own, so each has a label of its own.
        const rows = shown.map(([text, place], n) =>
          toReviewRow({ ...itemNamed(text, place, n), status: `status ${n}` }),
        );
        const labels = new Map(shown.map(([, , shownLabel], n) => [`status ${n}`, shownLabel]));
        const labelOf = (status: string) => labels.get(status) ?? '';
        const needle = normaliseSearch(typed);
        const byOneText = rows.filter((row) =>
          normaliseSearch(
            `${row.agencyName}\n${row.email}\n${row.status}\n${labelOf(row.status)}\n${row.location}`,
          ).includes(needle),
        );
        const found = statusesFoundBy(typed, labels.keys(), labelOf);
        expect(filterRows(rows, typed, found)).toEqual(byOneText);
      }),
      RUNS,
    );
  });
});

/** Few distinct instants, so equal dates are common, beside dates that are missing or not real. */
const submittedAt = fc.oneof(
  fc.constantFrom(
    '2026-10-05T10:00:00.000Z',
    '2026-10-05T10:00:00Z',
    '2026-10-05',
    '2026-10-06T00:00:00+03:00',
  ),
  fc
    .date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(null, '', 'not-a-date', '2024-13-45', '2024-02-30', '2026-02-29T10:00:00Z'),
);

describe('sorting a queue on Request Date', () => {
  it.each<SortOrder>(['newest', 'oldest'])(
    'is stable and total, %s first, undated and invalid last',
    (order) => {
      fc.assert(
        fc.property(fc.array(submittedAt, { maxLength: 12 }), (dates) => {
          const rows = dates.map((date, n) =>
            toReviewRow({ ...itemNamed('', 'Cairo', n), submittedAt: date }),
          );
          const rank = (time: number) => (Number.isNaN(time) ? Infinity : order === 'newest' ? -time : time);
          const expected = rows
            .map((row, index) => ({ row, index, key: rank(row.submittedTime) }))
            .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
            .map(({ row }) => row);
          expect(sortRows(rows, order)).toEqual(expected);
          expect(sortRows(sortRows(rows, order), order)).toEqual(expected);
          const other = order === 'newest' ? 'oldest' : 'newest';
          const times = submittedTimesOf(rows);
          const turned = reverseOrder(times, sortedIndexes(times, other));
          expect(Array.from(turned, (index) => rows[index])).toEqual(expected);
        }),
        RUNS,
      );
    },
  );
});

/** A row submitted at `time` (NaN: undated), the n-th the server sent. */
const rowAt = (time: number, n: number): ReviewRow => ({
  ...toReviewRow(itemNamed('', 'Cairo', n)),
  submittedTime: time,
});
const serverIndex = (row: ReviewRow) => Number(row.reviewerId.replace('review-', ''));
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('the sort orders', () => {
  it('each run the other way from its opposite', () => {
    for (const order of SORT_ORDER_NAMES)
      expect(SORT_DIRECTION[OPPOSITE_ORDER[order]]).toBe(-SORT_DIRECTION[order]);
  });

  it.each(SORT_ORDER_NAMES)(
    '%s is the exact reverse of its opposite when no two dates are equal',
    (order) => {
      fc.assert(
        fc.property(fc.uniqueArray(instant, { maxLength: 30 }), (times) => {
          const rows = times.map(rowAt);
          expect(sortRows(rows, order)).toEqual(sortRows(rows, OPPOSITE_ORDER[order]).toReversed());
        }),
        RUNS,
      );
    },
  );

  it.each(SORT_ORDER_NAMES)(
    '%s keeps the rows it ties in the order the server sent them, and undated rows last in that order',
    (order) => {
      const time = fc.oneof(fc.constantFrom(1_000, 2_000, 3_000), fc.constant(Number.NaN));
      fc.assert(
        fc.property(fc.array(time, { maxLength: 30 }), (times) => {
          const sorted = sortRows(times.map(rowAt), order);
          const dated = sorted.filter((row) => !Number.isNaN(row.submittedTime));
          expect(sorted.slice(0, dated.length)).toEqual(dated);
          for (let i = 1; i < dated.length; i++) {
            const compared = SORT_DIRECTION[order] * (dated[i - 1].submittedTime - dated[i].submittedTime);
            expect(compared).toBeLessThanOrEqual(0);
            if (compared === 0) expect(serverIndex(dated[i - 1])).toBeLessThan(serverIndex(dated[i]));
          }
          const undated = sorted.slice(dated.length).map(serverIndex);
          expect(undated).toEqual(undated.toSorted((a, b) => a - b));
        }),
        RUNS,
      );
    },
  );

  it.each(SORT_ORDER_NAMES)(
    "%s: a page's first rows picked without sorting are the ones the sorted rows start with",
    (order) => {
      const time = fc.oneof(fc.constantFrom(1_000, 2_000, 3_000), instant, fc.constant(Number.NaN));
      fc.assert(
        fc.property(fc.array(fc.tuple(time, fc.boolean()), { maxLength: 40 }), fc.nat(25), (shown, count) => {
          const rows = shown.map(([at, pending], n) => ({
            ...rowAt(at, n),
            status: pending ? 'pending' : 'completed',
          }));
          const times = submittedTimesOf(rows);
          const sorted = Array.from(sortedIndexes(times, order));
          expect(Array.from(firstInOrder(times, order, count))).toEqual(sorted.slice(0, count));
          const pending = (index: number) => rows[index].status === 'pending';
          expect(Array.from(firstInOrder(times, order, count, pending))).toEqual(
            sorted.filter(pending).slice(0, count),
          );
        }),
        RUNS,
      );
    },
  );
});
