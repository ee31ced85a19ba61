import { describe, expect, it } from 'vitest';
import { parseIsoDate, parseIsoTime } from '@shared/domain/iso-date';

const iso = (text: string) => parseIsoDate(text)?.toISOString() ?? null;

describe('reading an ISO date', () => {
  it('reads dates and date-times as servers send them', () => {
    expect(iso('2026-10-05T14:30:00.000Z')).toBe('2026-10-05T14:30:00.000Z');
    expect(iso('2026-10-05')).toBe('2026-10-05T00:00:00.000Z');
    expect(iso('2024-02-29T10:00:00+05:00')).toBe('2024-02-29T05:00:00.000Z');
    expect(iso('2026-10-05 14:30')).toBe('2026-10-05T14:30:00.000Z');
    expect(iso('0024-01-01')).toBe('0024-01-01T00:00:00.000Z');
  });

  it.each(['2024-13-45', 'not-a-date', '', '  ', '2024-02-30', '2023-02-29', '2024-04-31T00:00:00Z'])(
    'refuses %j instead of rolling it over',
    (text) => expect(parseIsoDate(text)).toBeNull(),
  );

  // Dates alone are read by the regular expression; toISOString's form by hand (parseIsoTime).
  it.each(['1900-02-29', '2100-02-29', '1900-02-29T00:00:00.000Z', '2100-02-29T12:00:00.000Z'])(
    'refuses %j: February has 28 days in a century year not divisible by 400',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
      expect(parseIsoTime(text)).toBeNaN();
    },
  );

  it('reads February 29th of 2000, a century year divisible by 400', () => {
    expect(iso('2000-02-29')).toBe('2000-02-29T00:00:00.000Z');
    expect(iso('2000-02-29T12:00:00.000Z')).toBe('2000-02-29T12:00:00.000Z');
    expect(parseIsoTime('2000-02-29T12:00:00.000Z')).toBe(Date.UTC(2000, 1, 29, 12));
  });

  it('refuses impossible times and offsets', () => {
    for (const text of [
      '2024-02-29T24:00:00Z',
      '2024-01-01T10:60Z',
      '2024-01-01T10:00:61Z',
      '2024-01-01T10:00+24:00',
    ]) {
      expect(parseIsoDate(text)).toBeNull();
    }
  });
});
