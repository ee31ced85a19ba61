// A review list item from the server, as the queue tables show it (section 3), and the pure
// search and sort the tables run over those rows.
import type { ReviewListItem } from '../api/schemas';
import { parseIsoTime } from './iso-date';

/** One row of a queue: only what the table shows and searches, one object per review. */
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
  /**
   * What the row is found by (name, email, status and location), normalised as a query is. Made
   * when first searched (searchTextOf), not while the first rows wait, and not enumerable: a row
   * compares equal with or without it (so TanStack's structural sharing keeps an unchanged
   * refetch's rows, their sorts and texts) and it never crosses IPC.
   */
  readonly searchText?: string;
}

/**
 * The row of a list item as the server sent it (and zod accepts it). A submittedAt that is not a
 * real date is marked invalid, never rolled over into another day.
 */
export function toReviewRow(item: ReviewListItem): ReviewRow {
  const { agencyId, submittedAt } = item;
  const profile = agencyId.profile;
  const agencyName = profile?.name ?? '';
  const email = agencyId.workEmail ?? '';
  const location = profile?.locations?.[0] ?? '';
  const submittedTime = submittedAt == null ? Number.NaN : parseIsoTime(submittedAt);
  const dated = !Number.isNaN(submittedTime);
  // One literal with every field: each row is one small object, all of the same shape.
  return {
    id: agencyId._id,
    agencyName,
    email,
    status: item.status,
    requestDate: dated ? submittedAt!.trim().slice(0, 10) : '',
    requestDateInvalid: submittedAt != null && !dated,
    submittedTime,
    location,
    icon: profile?.logo ?? '',
    reviewerId: item._id,
  };
}

/** What a row is found by, made once and kept on the row (see ReviewRow.searchText). */
export function searchTextOf(row: ReviewRow): string {
  let text = row.searchText;
  if (text === undefined) {
    // join makes one flat string at once, where a template would first make pieces to flatten.
    text = normaliseSearch([row.agencyName, row.email, row.status, row.location].join('\n'));
    Object.defineProperty(row, 'searchText', { value: text, enumerable: false });
  }
  return text;
}

// Any code unit beyond ASCII, white space included: NFKC turns a no-break space into a space.
const NON_ASCII = /[\u0080-\uffff]/;

/** Case-insensitive, ignores surrounding spaces and Unicode form, so Arabic matches as typed. */
export function normaliseSearch(text: string): string {
  // ASCII is already in every normal form; skipping it keeps 100,000 rows cheap to index.
  if (!NON_ASCII.test(text)) return text.trim().toLowerCase();
  // Lower case can undo the normal form ('Η͂' to 'ῆ'), so it is applied again; sigma lower-cases by
  // its place in the word ('ΑΣ' to 'ας'), so one form stands for both.
  return text.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/ς/g, 'σ').trim();
}

/**
 * The rows a query finds, in their order: by agency name, email address, status and location, or by
 * the status as shown, when theirs is one of `statusesFound` (see statusesFoundBy).
 */
export function filterRows<T extends ReviewRow>(
  rows: readonly T[],
  query: string,
  statusesFound?: ReadonlySet<string>,
): readonly T[] {
  const needle = normaliseSearch(query);
  if (!needle) return rows;
  if (!statusesFound?.size) return rows.filter((row) => searchTextOf(row).includes(needle));
  return rows.filter((row) => searchTextOf(row).includes(needle) || statusesFound.has(row.status));
}

/**
 * The statuses whose label as shown (`statusLabel`, in the UI language) a query finds, so a
 * translated label finds its rows too. A queue has few statuses: each label is tried once, not once
 * per row.
 */
export function statusesFoundBy(
  query: string,
  statuses: Iterable<string>,
  statusLabel: (status: string) => string,
): Set<string> {
  const needle = normaliseSearch(query);
  const found = new Set<string>();
  if (!needle) return found;
  for (const status of statuses) {
    if (normaliseSearch(statusLabel(status)).includes(needle)) found.add(status);
  }
  return found;
}

/** An order of the queue's rows: below zero when `a` comes before `b`, zero when it ties them. */
export type RowComparator = (a: ReviewRow, b: ReviewRow) => number;

/** The same order the other way round: ties stay ties. */
export const reversed =
  (compare: RowComparator): RowComparator =>
  (a, b) =>
    compare(b, a);

/** Oldest Request Date first. Only dated rows are compared (see sortRows). */
const byRequestDate: RowComparator = (a, b) => a.submittedTime - b.submittedTime;

/** The sort menu's orders, in the menu's order. */
export const SORT_ORDER_NAMES = ['newest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDER_NAMES)[number];

/**
 * Each order, defined once as a comparator. A second key (a tie-breaker) goes into the comparator,
 * and the reversed order reverses it too. Rows an order ties keep the server's order.
 */
export const SORT_ORDERS: Record<SortOrder, RowComparator> = {
  newest: reversed(byRequestDate),
  oldest: byRequestDate,
};

/** The order each one is the exact reverse of, so a sorted list turns into it without sorting again. */
export const OPPOSITE_ORDER: Record<SortOrder, SortOrder> = { newest: 'oldest', oldest: 'newest' };

/** A Request Date that is unknown or not a real date: such rows go last in every order. */
const undated = (row: ReviewRow) => Number.isNaN(row.submittedTime);

/**
 * The rows in `order`, stable: rows it ties keep the server's order. Undated rows go last in every
 * order, in the server's order.
 */
export function sortRows<T extends ReviewRow>(rows: readonly T[], order: SortOrder): T[] {
  // Undated rows are set apart first, so the comparator only ever compares two numbers.
  const sorted = rows.filter((row) => !undated(row));
  sorted.sort(SORT_ORDERS[order]);
  if (sorted.length < rows.length) {
    for (const row of rows) if (undated(row)) sorted.push(row);
  }
  return sorted;
}

/**
 * Rows sorted in `order` (by sortRows), turned into its opposite without sorting again: the runs of
 * rows the order ties in reverse, each run (and the undated rows after them) in the order it had.
 */
export function reverseOrder<T extends ReviewRow>(sorted: readonly T[], order: SortOrder): T[] {
  const compare = SORT_ORDERS[order];
  const reversedRows: T[] = [];
  let dated = sorted.length;
  while (dated > 0 && undated(sorted[dated - 1])) dated--;
  for (let end = dated; end > 0;) {
    let start = end - 1;
    while (start > 0 && compare(sorted[start - 1], sorted[end - 1]) === 0) start--;
    for (let i = start; i < end; i++) reversedRows.push(sorted[i]);
    end = start;
  }
  for (let i = dated; i < sorted.length; i++) reversedRows.push(sorted[i]);
  return reversedRows;
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
