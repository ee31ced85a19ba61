// Draft keys, one per review step: `review/<reviewId>/<step>`. Main refuses any other key, so a
// renderer can never name a file outside the drafts folder.
export const DRAFT_STEPS = ['profile', 'services', 'report'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];
export type DraftKey = `review/${string}/${DraftStep}`;

/** What a draft is made of: plain JSON data. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A draft is a form's content, never a file: about 1 MB of JSON at most. */
export const MAX_DRAFT_BYTES = 1_000_000;

/** The backend's ids as the app accepts them (drafts, links that open a review): 1–64 of these. */
export const BACKEND_ID = '[A-Za-z0-9_-]{1,64}';
export const REVIEW_ID_PATTERN = new RegExp(`^${BACKEND_ID}$`);
const DRAFT_KEY_PATTERN = new RegExp(`^review/(${BACKEND_ID})/(profile|services|report)$`);

export function isReviewId(value: unknown): value is string {
  return typeof value === 'string' && REVIEW_ID_PATTERN.test(value);
}

export function isDraftKey(value: unknown): value is DraftKey {
  return typeof value === 'string' && DRAFT_KEY_PATTERN.test(value);
}

/** The review's id as drafts name it: the backend's id, anything outside the key alphabet as '_'. */
export function draftReviewId(reviewId: string): string {
  return reviewId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || '_';
}

export function draftKey(reviewId: string, step: DraftStep): DraftKey {
  return `review/${draftReviewId(reviewId)}/${step}`;
}

export function parseDraftKey(key: DraftKey): { reviewId: string; step: DraftStep } {
  const match = DRAFT_KEY_PATTERN.exec(key);
  if (!match) throw new TypeError(`Invalid draft key: ${key}`);
  return { reviewId: match[1], step: match[2] as DraftStep };
}

/** The JSON text of a draft value, or null when it is not plain JSON data or is too large. */
export function serialiseDraftValue(value: unknown): string | null {
  return serialiseJson(value, MAX_DRAFT_BYTES);
}

/** The JSON text of plain JSON data of at most `maxBytes` (UTF-8), or null. */
export function serialiseJson(value: unknown, maxBytes: number): string | null {
  if (!isJsonValue(value)) return null;
  const text = JSON.stringify(value);
  return new TextEncoder().encode(text).length <= maxBytes ? text : null;
}

function isJsonValue(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1));
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  // An absent optional property ({ source: undefined }) is left out of the JSON, as JSON.stringify does.
  return Object.values(value).every((item) => item === undefined || isJsonValue(item, depth + 1));
}
