// What the console keeps on this machine for each reviewer besides drafts: their snippets, the values
// they judged (for re-reviews), their saved queue views, their preferences and a conclusion held in
// its undo window. One document of plain JSON per name and reviewer (the signed-in email, lowercased):
// main keeps it in the user-data folder, a browser in local storage. Main refuses any other name, any
// other owner shape and anything larger than the document's limit.
import { serialiseJson } from './draft-keys';

/** Each document and its largest size in bytes of JSON. */
export const LOCAL_DOCUMENT_LIMITS = {
  snippets: 512_000,
  'seen-values': 2_000_000,
  'queue-views': 64_000,
  preferences: 16_000,
  'held-conclusions': 64_000,
  'desktop-preferences': 4_000,
} as const;

export type LocalDocument = keyof typeof LOCAL_DOCUMENT_LIMITS;

export const LOCAL_DOCUMENTS = Object.keys(LOCAL_DOCUMENT_LIMITS) as LocalDocument[];

/** An email address is at most 254 characters (RFC 5321). */
export const MAX_OWNER_LENGTH = 254;

/** The reviewer a document belongs to, as their email names them: trimmed, lowercased; null for none. */
export const localOwnerOf = (email: string | null | undefined): string | null =>
  email?.trim().toLowerCase() || null;

export function isLocalDocument(value: unknown): value is LocalDocument {
  return typeof value === 'string' && Object.hasOwn(LOCAL_DOCUMENT_LIMITS, value);
}

/** A signed-in reviewer as local documents name them: a lowercased email without spaces or controls. */
export function isLocalOwner(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_OWNER_LENGTH &&
    value === value.toLowerCase() &&
    // Letters of any script, digits and punctuation; never a space, a control or a separator.
    /^[^\s\p{C}]+$/u.test(value)
  );
}

/** The JSON text of a document's value, or null when it is not plain JSON or exceeds its limit. */
export function serialiseLocalDocument(document: LocalDocument, value: unknown): string | null {
  return serialiseJson(value, LOCAL_DOCUMENT_LIMITS[document]);
}
