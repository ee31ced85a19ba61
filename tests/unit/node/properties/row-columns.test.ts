// A queue answer kept as columns gives back exactly the rows it was made from: ids packed or not (and
// an answer whose ids stop being packable part way), shared values however many, every time and date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '@shared/domain/review-rows';
import { columnsOf, rowAt, rowsOf, RowColumnsBuilder, sameRows } from '@shared/domain/row-columns';

const RUNS = { numRuns: 300 };

const hexId = fc.stringMatching(/^[0-9a-f]{24}$/);
/** Mostly ids a database gives (packed), sometimes any other text (kept as it is). */
const id = fc.oneof(
  { weight: 8, arbitrary: hexId },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string(),
      fc.stringMatching(/^[0-9A-F]{24}$/),
      fc.stringMatching(/^[0-9a-f]{23,25}$/),
      hexId.map((hex) => `${hex.slice(0, 23)}g`),
    ),
  },
);
const text = fc.oneof(fc.constantFrom('', 'Cairo', 'الرياض', 'pending', 'Pending'), fc.string());

const row: fc.Arbitrary<ReviewRow> = fc.record({
  id,
  agencyName: text,
  email: text,
  status: text,
  requestDate: text,
  requestDateInvalid: fc.boolean(),
  submittedTime: fc.oneof(fc.double(), fc.constant(Number.NaN), fc.integer()),
  location: text,
  icon: text,
  reviewerId: id,
});

describe('rows kept as columns', () => {
  it('give back every row as it was, in its order', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const columns = columnsOf(rows);
        expect(columns.length).toBe(rows.length);
        expect(rowsOf(columns)).toEqual(rows);
        rows.forEach((each, index) => expect(rowAt(columns, index)).toEqual(each));
      }),
      RUNS,
    );
  });

  it('give back every row when the columns grow as rows come, with no room for a single one at first', () => {
    /** The columns of `rows` read one by one, as a list arriving in batches is. */
    const grown = (rows: readonly ReviewRow[]) => {
      const builder = new RowColumnsBuilder();
      for (const each of rows) builder.addRow(each);
      return builder.done();
    };
    fc.assert(
      fc.property(
        // Past the first room (64 rows) and its doubling; ids mostly packable, so the packed bytes grow.
        fc.array(row, { minLength: 60, maxLength: 300 }),
        (rows) => {
          const columns = grown(rows);
          expect(rowsOf(columns)).toEqual(rows);
          // Each column at its size, no room left over.
          for (const column of [
            columns.names,
            columns.emails,
            columns.icons,
            columns.times,
            columns.invalidDates,
          ])
            expect(column).toHaveLength(rows.length);
          for (const shared of [columns.statuses, columns.places, columns.days])
            expect(shared.of).toHaveLength(rows.length);
          for (const ids of [columns.ids, columns.reviewIds])
            if ('packed' in ids) expect(ids.packed).toHaveLength(rows.length * 12);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("pack ids while every one is a database's, and keep each as its text from the first that is not", () => {
    const hex = (n: number) => n.toString(16).padStart(24, '0');
    const base = { agencyName: 'A', email: '', status: 'pending', requestDate: '', location: '', icon: '' };
    const rowWith = (agency: string, review: string): ReviewRow => ({
      ...base,
      id: agency,
      reviewerId: review,
      requestDateInvalid: false,
      submittedTime: Number.NaN,
    });
    const packed = columnsOf([rowWith(hex(1), hex(2)), rowWith(hex(0xabcdef), hex(3))]);
    expect('packed' in packed.ids && packed.ids.packed.length).toBe(24);
    expect('packed' in packed.reviewIds).toBe(true);

    const rows = [rowWith(hex(1), hex(2)), rowWith(hex(3), 'review-4'), rowWith(hex(5), hex(6))];
    const mixed = columnsOf(rows);
    expect('packed' in mixed.ids).toBe(true);
    expect('texts' in mixed.reviewIds).toBe(true);
    expect(rowsOf(mixed)).toEqual(rows);
  });

  it('tell apart more statuses, days and places than 16 bits can count', () => {
    const count = 70_000;
    const rows = Array.from({ length: count }, (_, n): ReviewRow => ({
      id: `agency-${n}`,
      agencyName: '',
      email: '',
      status: `status ${n}`,
      requestDate: `day ${n}`,
      requestDateInvalid: false,
      submittedTime: n,
      location: `Place ${n}`,
      icon: '',
      reviewerId: `review-${n}`,
    }));
    const grown = new RowColumnsBuilder();
    for (const each of rows) grown.addRow(each);
    // Sized up front, and grown as the rows came (its indexes widened after growing).
    for (const columns of [columnsOf(rows), grown.done()]) {
      for (const shared of [columns.statuses, columns.days, columns.places]) {
        expect(shared.of).toBeInstanceOf(Int32Array);
        expect(shared.of).toHaveLength(count);
        expect(shared.values).toHaveLength(count);
      }
      for (const n of [0, 65_535, 65_536, 65_537, count - 1]) expect(rowAt(columns, n)).toEqual(rows[n]);
    }
  });

  it('are the same rows exactly when every row is the same, value for value', () => {
    const fields = Object.keys(fc.sample(row, 1)[0]) as (keyof ReviewRow)[];
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.constantFrom(...fields),
        row,
        (rows, at, field, other) => {
          const copy = rows.map((each) => ({ ...each }));
          expect(sameRows(columnsOf(rows), columnsOf(copy))).toBe(true);
          const index = at % rows.length;
          copy[index] = { ...copy[index], [field]: other[field] };
          const same = Object.is(rows[index][field], other[field]);
          expect(sameRows(columnsOf(rows), columnsOf(copy))).toBe(same);
          // A row more or fewer is never the same.
          expect(sameRows(columnsOf(rows), columnsOf(rows.slice(1)))).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('cross a structured clone (IPC, on the desktop) whole', () => {
    const rows = fc.sample(row, 50);
    const columns = columnsOf(rows);
    const cloned = structuredClone(columns);
    expect(rowsOf(cloned)).toEqual(rows);
    expect(sameRows(columns, cloned)).toBe(true);
    expect('packed' in cloned.ids).toBe('packed' in columns.ids);
  });
});
