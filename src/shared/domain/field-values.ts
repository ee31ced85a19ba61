// The agency's current value at a field, described so the reviewer sees what they judge:
// plain text, a list, or labelled entries for objects (a service, its pricing, a case study).
import { humanizeName } from './field-paths';

export type Language = 'en' | 'ar';

export type DescribedValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'entries'; entries: { label: string; text: string }[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

const isLocalized = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key === 'en' || key === 'ar') &&
  Object.values(value).every((text) => typeof text === 'string');

/** Fields that identify records rather than describe them. */
const HIDDEN_KEYS = new Set(['_id', 'id', '__v']);

/** One line of text for any value. */
export function valueText(value: unknown, language: Language): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map((item) => valueText(item, language))
      .filter(Boolean)
      .join(', ');
  if (!isRecord(value)) return '';
  if (isLocalized(value)) return String(value[language] || value[language === 'en' ? 'ar' : 'en'] || '');
  if (typeof value.url === 'string') {
    const name = value.linkName ?? value.name;
    return typeof name === 'string' && name ? `${name} (${value.url})` : value.url;
  }
  if ('name' in value) return valueText(value.name, language);
  if ('title' in value) return valueText(value.title, language);
  return entriesOf(value, language)
    .map((entry) => `${entry.label}: ${entry.text}`)
    .join('; ');
}

function entriesOf(value: Record<string, unknown>, language: Language, labelOf = humanizeName) {
  return Object.entries(value)
    .filter(([key, item]) => !HIDDEN_KEYS.has(key) && !isEmpty(item))
    .map(([key, item]) => ({ label: labelOf(key), text: valueText(item, language) }))
    .filter((entry) => entry.text !== '');
}

/** `labelOf` names an object's keys (translated in the UI; English words by default). */
export function describeValue(
  value: unknown,
  language: Language,
  labelOf: (key: string) => string = humanizeName,
): DescribedValue {
  if (isEmpty(value)) return { kind: 'empty' };
  if (Array.isArray(value)) {
    const items = value.map((item) => valueText(item, language)).filter(Boolean);
    return items.length > 0 ? { kind: 'list', items } : { kind: 'empty' };
  }
  if (isRecord(value) && !isLocalized(value) && typeof value.url !== 'string') {
    const entries = entriesOf(value, language, labelOf);
    return entries.length > 0 ? { kind: 'entries', entries } : { kind: 'empty' };
  }
  return { kind: 'text', text: valueText(value, language) };
}
