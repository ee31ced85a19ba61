import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '@shared/domain/iso-date';

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
