// The values a reviewer judged, kept on this machine (local document `seen-values`) per agency and
// field path, so a re-review of an updated profile can show each changed field as it was last seen
// beside its current value. Bounded well inside the document's limit: a value over its own budget is
// recorded as not kept, and the agencies seen longest ago are dropped first.
import type { LocalDocumentSpec } from '@renderer/lib/local-data/local-documents';

/** A value larger than this (bytes of JSON) is recorded as seen but not kept. */
export const MAX_SEEN_VALUE_BYTES = 16_000;
/** The whole document stays under this, three quarters of its 2 MB limit. */
export const SEEN_VALUES_BUDGET_BYTES = 1_500_000;
export const MAX_SEEN_AGENCIES = 500;

/** A field as it was when a step that judged it was accepted. */
export interface SeenValue {
  /** When (ISO 8601). */
  seenAt: string;
  /** The review in which it was judged. */
  reviewId: string;
  /** The value as the API gave it (null for none); absent when it was too large to keep. */
  value?: unknown;
  /** The value was over MAX_SEEN_VALUE_BYTES, or dropped to keep the document in its budget. */
  notKept?: true;
}

/** The last seen value, and, once the field is judged again in a newer review, what was seen before. */
export interface SeenField extends SeenValue {
  before?: SeenValue;
}

export interface SeenAgency {
  /** The newest seenAt of its fields: agencies are dropped oldest first. */
  seenAt: string;
  fields: Record<string, SeenField>;
}

export interface SeenValues {
  agencies: Record<string, SeenAgency>;
}

export const EMPTY_SEEN_VALUES: SeenValues = { agencies: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function readSeenValue(stored: unknown): SeenValue | null {
  if (!isRecord(stored) || !isTime(stored.seenAt) || typeof stored.reviewId !== 'string') return null;
  const seen: SeenValue = { seenAt: stored.seenAt, reviewId: stored.reviewId };
  if (stored.notKept === true) seen.notKept = true;
  else if ('value' in stored) seen.value = stored.value;
  else return null;
  return seen;
}

function readSeenField(stored: unknown): SeenField | null {
  const seen = readSeenValue(stored);
  if (!seen || !isRecord(stored)) return null;
  const before = readSeenValue(stored.before);
  return before ? { ...seen, before } : seen;
}

/** Reads what is stored leniently: an agency or a field that cannot be read is dropped, not the rest. */
export function readSeenValues(stored: unknown): SeenValues {
  const agencies: Record<string, SeenAgency> = {};
  const storedAgencies = isRecord(stored) ? stored.agencies : undefined;
  if (!isRecord(storedAgencies)) {
    if (stored !== null) console.error('Ignored unreadable seen values');
    return EMPTY_SEEN_VALUES;
  }
  for (const [agencyId, agency] of Object.entries(storedAgencies)) {
    if (!isRecord(agency) || !isTime(agency.seenAt) || !isRecord(agency.fields)) continue;
    const fields: Record<string, SeenField> = {};
    for (const [path, field] of Object.entries(agency.fields)) {
      const seen = readSeenField(field);
      if (seen) fields[path] = seen;
    }
    agencies[agencyId] = { seenAt: agency.seenAt, fields };
  }
  return { agencies };
}

export const seenValuesDocument: LocalDocumentSpec<SeenValues> = {
  document: 'seen-values',
  parse: readSeenValues,
  empty: EMPTY_SEEN_VALUES,
};

const encoder = new TextEncoder();
/** Bytes of JSON; undefined (no value) counts as null. */
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value) ?? 'null').length;

/** One step's judged fields, as the step showed them when its Next was accepted. */
export interface SeenStep {
  agencyId: string;
  reviewId: string;
  seenAt: string;
  values: ReadonlyMap<string, unknown>;
}

function seenValue({ seenAt, reviewId }: SeenStep, value: unknown): SeenValue {
  // What the API left out is kept as none: JSON has no undefined.
  const kept = value === undefined ? null : value;
  return jsonBytes(kept) > MAX_SEEN_VALUE_BYTES
    ? { seenAt, reviewId, notKept: true }
    : { seenAt, reviewId, value: kept };
}

const withoutBefore = ({ before: _before, ...seen }: SeenField): SeenValue => seen;

/** The document with a step's values recorded, then brought back within its bounds. */
export function withSeenStep(current: SeenValues, step: SeenStep): SeenValues {
  const agency = current.agencies[step.agencyId];
  const fields = { ...agency?.fields };
  for (const [path, value] of step.values) {
    const earlier = fields[path];
    // Seen in another review: that is what this review compares with, kept until a newer one.
    const before = earlier && (earlier.reviewId === step.reviewId ? earlier.before : withoutBefore(earlier));
    fields[path] = { ...seenValue(step, value), ...(before ? { before } : {}) };
  }
  const agencies = { ...current.agencies, [step.agencyId]: { seenAt: step.seenAt, fields } };
  return withinBounds({ agencies }, step.agencyId);
}

/**
 * Drops the agencies seen longest ago until at most MAX_SEEN_AGENCIES remain and the document fits its
 * byte budget; should the agency just recorded not fit alone, its largest values are marked not kept.
 */
export function withinBounds(values: SeenValues, newest: string): SeenValues {
  const sized = Object.entries(values.agencies)
    .map(([id, agency]) => ({ id, agency, bytes: jsonBytes(id) + 1 + jsonBytes(agency) + 1 }))
    .sort((a, b) =>
      a.id === newest ? 1 : b.id === newest ? -1 : a.agency.seenAt.localeCompare(b.agency.seenAt),
    );
  // `{"agencies":{}}` and the separators counted per agency above.
  let bytes = jsonBytes(EMPTY_SEEN_VALUES) + sized.reduce((sum, entry) => sum + entry.bytes, 0);
  let dropped = 0;
  while (
    dropped < sized.length - 1 &&
    (sized.length - dropped > MAX_SEEN_AGENCIES || bytes > SEEN_VALUES_BUDGET_BYTES)
  ) {
    bytes -= sized[dropped].bytes;
    dropped += 1;
  }
  const kept = sized.slice(dropped);
  const last = kept[kept.length - 1];
  if (last && bytes > SEEN_VALUES_BUDGET_BYTES)
    last.agency = shrunk(last.agency, bytes - SEEN_VALUES_BUDGET_BYTES);
  return { agencies: Object.fromEntries(kept.map(({ id, agency }) => [id, agency])) };
}

/** The agency with its largest values (and earlier values) marked not kept until `excess` bytes go. */
function shrunk(agency: SeenAgency, excess: number): SeenAgency {
  const fields = { ...agency.fields };
  const costs = Object.entries(fields)
    .map(([path, field]) => ({ path, bytes: jsonBytes(field) }))
    .sort((a, b) => b.bytes - a.bytes);
  let left = excess;
  for (const { path, bytes } of costs) {
    if (left <= 0) break;
    const { seenAt, reviewId } = fields[path];
    fields[path] = { seenAt, reviewId, notKept: true };
    left -= bytes - jsonBytes(fields[path]);
  }
  return { ...agency, fields };
}

/** What a review compares a field with: the value seen in an earlier review, if one was recorded. */
export function earlierSeenValue(
  values: SeenValues,
  agencyId: string,
  reviewId: string,
  path: string,
): SeenValue | undefined {
  const field = values.agencies[agencyId]?.fields[path];
  if (!field) return undefined;
  return field.reviewId === reviewId ? field.before : withoutBefore(field);
}
