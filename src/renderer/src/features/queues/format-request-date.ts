// Request Date: the date part of submittedAt, in the UI language, read in UTC so every machine
// shows the same day.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** `requestDate` is YYYY-MM-DD; anything else is shown as it is. */
export function formatRequestDate(requestDate: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(requestDate);
  if (!match) return requestDate;
  const [, year, month, day] = match;
  return formatterFor(language).format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}
