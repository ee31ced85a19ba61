// A review list item from the server, as the queue tables show it (section 3), and the pure
// search and sort the tables run over those rows.
import type { ReviewListItem } from '../api/schemas';
import { parseIsoDate } from './iso-date';

export interface ReviewRow {
  /** The agency's id. */
  id: string;
  agencyName: string;
  email: string;
  status: string;
  /** The date part of submittedAt (YYYY-MM-DD), or '' when unknown or invalid. */
  requestDate: string;
  /** True when the server sent a submittedAt that is not a real ISO date (never rolled over). */
  requestDateInvalid: boolean;
  /** submittedAt in ms since the epoch, for sorting (NaN when unknown or invalid). */
  submittedTime: number;
  /** The first location. */
  location: string;
  icon: string;
  /** The review's _id. */
  reviewerId: string;
}

type RequestDate = Pick<ReviewRow, 'requestDate' | 'requestDateInvalid' | 'submittedTime'>;

/** A submittedAt that is not a real date is marked invalid, never rolled over into another day. */
function requestDateOf(submittedAt: string | null | undefined): RequestDate {
  if (submittedAt == null) return { requestDate: '', requestDateInvalid: false, submittedTime: Number.NaN };
  const date = parseIsoDate(submittedAt);
  if (!date) return { requestDate: '', requestDateInvalid: true, submittedTime: Number.NaN };
  const requestDate = submittedAt.trim().slice(0, 10);
  return { requestDate, requestDateInvalid: false, submittedTime: date.getTime() };
}

export function toReviewRow(item: ReviewListItem): ReviewRow {
  const profile = item.agencyId.profile;
  return {
    id: item.agencyId._id,
    agencyName: profile?.name ?? '',
    email: item.agencyId.workEmail ?? '',
    status: item.status,
    ...requestDateOf(item.submittedAt),
    location: profile?.locations?.[0] ?? '',
    icon: profile?.logo ?? '',
    reviewerId: item._id,
  };
}

export type SortOrder = 'newest' | 'oldest';

// Any code unit beyond ASCII, white space included: NFKC turns a no-break space into a space.
const NON_ASCII = /[\u0080-\uffff]/;

/** Case-insensitive, ignores surrounding spaces and Unicode form, so Arabic matches as typed. */
export function normaliseSearch(text: string): string {
  // ASCII is already in every normal form; skipping it keeps 10,000 rows cheap to index.
  if (!NON_ASCII.test(text)) return text.trim().toLowerCase();
  // Lower case can undo the normal form ('Η͂' to 'ῆ'), so it is applied again; sigma lower-cases by
  // its place in the word ('ΑΣ' to 'ας'), so one form stands for both.
  return text.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/ς/g, 'σ').trim();
}

/**
 * What a row can be found by: agency name, email address, status (as stored and as shown, so a
 * translated label matches too) and location.
 */
export function searchableText(row: ReviewRow, statusLabel = ''): string {
  return normaliseSearch(`${row.agencyName}\n${row.email}\n${row.status}\n${statusLabel}\n${row.location}`);
}

export interface SearchableRow {
  row: ReviewRow;
  text: string;
}

export function filterRows(rows: readonly SearchableRow[], query: string): SearchableRow[] {
  const needle = normaliseSearch(query);
  if (!needle) return rows.slice();
  return rows.filter((entry) => entry.text.includes(needle));
}

/** Newest or oldest Request Date first; unknown dates last; stable for equal dates. */
export function sortRows<T extends { row: ReviewRow }>(rows: readonly T[], order: SortOrder): T[] {
  const direction = order === 'newest' ? -1 : 1;
  return rows.slice().sort((a, b) => {
    const x = a.row.submittedTime;
    const y = b.row.submittedTime;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return (x - y) * direction;
  });
}

/** Section 9: the table tooling's default page size, with page indexes from 0. */
export const QUEUE_PAGE_SIZE = 10;

export const pageCount = (total: number, pageSize = QUEUE_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize));

/** A remembered page index that still exists once the list has shrunk (or grown empty). */
export const clampPage = (page: number, total: number, pageSize = QUEUE_PAGE_SIZE) =>
  Math.min(Math.max(0, Math.trunc(page) || 0), pageCount(total, pageSize) - 1);

export function pageRows<T>(rows: readonly T[], page: number, pageSize = QUEUE_PAGE_SIZE): T[] {
  const start = clampPage(page, rows.length, pageSize) * pageSize;
  return rows.slice(start, start + pageSize);
}
