// ISO 8601 dates as servers send them, read strictly: `new Date('2024-02-30')` rolls over to
// March 1st, so every component is checked to round-trip instead.
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The instant a text names, or null when it is not a real calendar date and time. A time without
 * an offset is read as UTC, so every machine sorts the same.
 */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const offset = parseOffset(match[8]);
  if (offset === null || hours > 23 || minutes > 59 || seconds > 59) return null;

  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  date.setUTCHours(hours, minutes, seconds, ms);
  return new Date(date.getTime() - offset);
}

/** The offset from UTC in ms; null when impossible. */
function parseOffset(zone: string | undefined): number | null {
  if (!zone || zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}
