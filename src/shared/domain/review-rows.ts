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

/** Case-insensitive, ignores surrounding spaces and Unicode form, so Arabic matches as typed. */
export const normaliseSearch = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase();

/**
 * What a row can be found by: agency name, email address, status (as stored and as shown, so a
 * translated label matches too) and location.
 */
export function searchableText(row: ReviewRow, statusLabel = ''): string {
  return normaliseSearch([row.agencyName, row.email, row.status, statusLabel, row.location].join('\n'));
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
