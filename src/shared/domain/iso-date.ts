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

/**
 * parseIsoDate's instant in ms, NaN where it answers null. The form toISOString writes, which a
 * queue of 100,000 rows is made of, is read without a regular expression or a Date.
 */
export function parseIsoTime(text: string): number {
  const time = isoStringTime(text);
  if (time !== undefined) return time;
  return parseIsoDate(text)?.getTime() ?? Number.NaN;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The digits from start to end as a number; -1 if one is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` read by hand; undefined for any other text (read the slow way). */
function isoStringTime(text: string): number | undefined {
  if (text.length !== 24 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T') return undefined;
  if (text[13] !== ':' || text[16] !== ':' || text[19] !== '.' || text[23] !== 'Z') return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  const hours = digitsAt(text, 11, 13);
  const minutes = digitsAt(text, 14, 16);
  const seconds = digitsAt(text, 17, 19);
  const ms = digitsAt(text, 20, 23);
  // Date.UTC reads years 0-99 as 1900-1999; those go the slow way, as does any text with a non-digit.
  if (year < 100 || month < 0 || day < 0 || hours < 0 || minutes < 0 || seconds < 0 || ms < 0) {
    return undefined;
  }
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (month < 1 || month > 12 || day < 1 || day > days || hours > 23 || minutes > 59 || seconds > 59) {
    return Number.NaN;
  }
  return Date.UTC(year, month - 1, day, hours, minutes, seconds, ms);
}
