// Properties of reading ISO dates: real dates read back exactly, impossible ones never roll over.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate, parseIsoTime } from '@shared/domain/iso-date';

const RUNS = { numRuns: 300 };

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

describe('reading an ISO date', () => {
  it('reads any real instant back as it was written by toISOString', () => {
    const instant = fc.date({
      min: new Date('0000-01-01'),
      max: new Date('9999-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (date) => {
        expect(parseIsoDate(date.toISOString())?.getTime()).toBe(date.getTime());
      }),
      RUNS,
    );
  });

  it('accepts a calendar day only when it exists, whatever comes after it', () => {
    const day = fc.tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    );
    const rest = fc.constantFrom('', 'T00:00:00Z', 'T23:59:59.999+14:00', ' 12:30');
    fc.assert(
      fc.property(day, rest, ([year, month, date], time) => {
        const parsed = parseIsoDate(`${pad(year, 4)}-${pad(month)}-${pad(date)}${time}`);
        const exists = month >= 1 && month <= 12 && date >= 1 && date <= daysIn(year, month);
        expect(parsed !== null).toBe(exists);
      }),
      RUNS,
    );
  });

  it('refuses any text that is not a date, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        fc.pre(!/^\s*\d{4}-\d{2}-\d{2}/.test(text));
        expect(parseIsoDate(text)).toBeNull();
      }),
      RUNS,
    );
  });

  it('reads February 29th in the form toISOString writes only in leap years of the Gregorian rule', () => {
    // Random digits seldom give a 29th of February in a century year: here only the year is drawn.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (year) => {
        const text = `${pad(year, 4)}-02-29T12:00:00.000Z`;
        expect(Number.isNaN(parseIsoTime(text))).toBe(!isLeap(year));
        expect(parseIsoDate(text) !== null).toBe(isLeap(year));
      }),
      { numRuns: 1000, examples: [[1900], [2000], [2100], [2400]] },
    );
  });

  it('reads the instant in ms as parseIsoDate does, by hand in the form toISOString writes', () => {
    const digits = (size: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: size, maxLength: size });
    // toISOString's form with any digits in it (months 00-99, day 99, second 60), a little off it,
    // and any instant at all.
    const isoLike = fc
      .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), digits(3))
      .map(([y, mo, d, h, mi, s, ms]) => `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
    const text = fc.oneof(
      isoLike,
      isoLike.map((iso) => iso.replace(/\d/, 'x')),
      isoLike.map((iso) => ` ${iso}`),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(text, (iso) => {
        expect(parseIsoTime(iso)).toBe(parseIsoDate(iso)?.getTime() ?? Number.NaN);
      }),
      { numRuns: 1000 },
    );
  });
});
