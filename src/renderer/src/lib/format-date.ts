// Dates, one rule for the whole console: the calendar date in UTC, so every machine shows the same
// day for the same answer, written in the UI language (Arabic month names in Arabic).
import { parseIsoDate } from '@shared/domain/iso-date';

const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  /** The queues' Request Date: "Oct 5, 2026", "5 أكتوبر 2026". */
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  /** The report's start date: "September 28, 2026". */
  long: { dateStyle: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

function formatterFor(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}/${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Makes a formatter before it is needed: the first one of a language loads its calendar data. */
export function prepareDateFormat(language: string, style: DateStyle = 'short'): void {
  formatterFor(language, style);
}

/** An ISO date or date-time; null when there is none or it is not a real date (never rolled over). */
export function formatDate(
  iso: string | null | undefined,
  language: string,
  style: DateStyle = 'short',
): string | null {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? formatterFor(language, style).format(date) : null;
}
