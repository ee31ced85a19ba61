// A review list item from the server, as the queue tables show it (section 3), and the pure
// search and sort the tables run over those rows.
import type { ReviewListItem } from '../api/schemas';

export interface ReviewRow {
  /** The agency's id. */
  id: string;
  agencyName: string;
  email: string;
  status: string;
  /** The date part of submittedAt (YYYY-MM-DD), or '' when unknown. */
  requestDate: string;
  /** submittedAt in ms since the epoch, for sorting (NaN when unknown). */
  submittedTime: number;
  /** The first location. */
  location: string;
  icon: string;
  /** The review's _id. */
  reviewerId: string;
}

export function toReviewRow(item: ReviewListItem): ReviewRow {
  const profile = item.agencyId.profile;
  const submittedAt = item.submittedAt ?? '';
  return {
    id: item.agencyId._id,
    agencyName: profile?.name ?? '',
    email: item.agencyId.workEmail ?? '',
    status: item.status,
    requestDate: /^\d{4}-\d{2}-\d{2}/.exec(submittedAt)?.[0] ?? '',
    submittedTime: Date.parse(submittedAt),
    location: profile?.locations?.[0] ?? '',
    icon: profile?.logo ?? '',
    reviewerId: item._id,
  };
}

export type SortOrder = 'newest' | 'oldest';

const NON_ASCII = /[^\u0020-\u007e\s]/;

/** Case-insensitive, ignores surrounding spaces and Unicode form, so Arabic matches as typed. */
export const normaliseSearch = (text: string) =>
  // ASCII is already in every normal form; skipping it keeps 10,000 rows cheap to index.
  (NON_ASCII.test(text) ? text.normalize('NFKC') : text).trim().toLowerCase();

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
