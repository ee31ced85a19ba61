// A review list item from the server, as the queue tables show it (section 3), and the pure
// search and sort the tables run over those rows.
import type { ReviewListItem } from '../api/schemas';
import { readListItem } from './row-columns';

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
}

/**
 * The row of a list item as the server sent it (and zod accepts it). A submittedAt that is not a
 * real date is marked invalid, never rolled over into another day. Read as an answer's rows are
 * (row-columns.ts), one row at a time.
 */
export const toReviewRow = (item: ReviewListItem): ReviewRow => readListItem(item);

/**
 * What a row is found by besides its status (name, email and location), normalised as a query is.
 * A queue has a few statuses, so its status is looked up once per status (statusesFoundBy), not in
 * each row's text. The queue screen keeps the text's parts beside the rows instead (row-cache.ts).
 */
export const searchTextOf = (row: ReviewRow): string =>
  searchTextOfParts(row.agencyName, row.email, row.location);

/** searchTextOf of a row's name, email and location. */
export function searchTextOfParts(name: string, email: string, location: string): string {
  // join makes one flat string at once, where a template would first make pieces to flatten.
  return normaliseSearch([name, email, location].join('\n'));
}

// Any code unit beyond ASCII, white space included: NFKC turns a no-break space into a space.
const NON_ASCII = /[\u0080-\uffff]/;

/** Case-insensitive, ignores surrounding spaces and Unicode form, so Arabic matches as typed. */
export function normaliseSearch(text: string): string {
  return normaliseSearchPart(text).trim();
}

/**
 * normaliseSearch without the trim, for one part of a row's search text (its name, email or place):
 * a query (trimmed, on one line) is in a row's text exactly when it is in one of its parts so made.
 * Answers the part itself when it is already so, so rows and their search share the string.
 */
export function normaliseSearchPart(text: string): string {
  // ASCII is already in every normal form; skipping it keeps 100,000 rows cheap to index.
  const normal = !NON_ASCII.test(text)
    ? text.toLowerCase()
    : // Lower case can undo the normal form ('Η͂' to 'ῆ'), so it is applied again; sigma lower-cases
      // by its place in the word ('ΑΣ' to 'ας'), so one form stands for both.
      text.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/ς/g, 'σ');
  return normal === text ? text : normal;
}

/**
 * The rows a query finds, in their order: by agency name, email address and location, or by their
 * status, when it is one of `statusesFound` (the statuses the query finds, by themselves or by their
 * label as shown: statusesFoundBy; when not given, by themselves).
 */
export function filterRows<T extends ReviewRow>(
  rows: readonly T[],
  query: string,
  statusesFound?: ReadonlySet<string>,
): readonly T[] {
  const needle = normaliseSearch(query);
  if (!needle) return rows;
  const byStatus = statusesFound ?? statusesFoundBy(query, new Set(rows.map((row) => row.status)));
  return rows.filter((row) => byStatus.has(row.status) || searchTextOf(row).includes(needle));
}

/**
 * The statuses a query finds: by the status itself, or by its label as shown (`statusLabel`, in the
 * UI language), so a translated label finds its rows too. A queue has few statuses: each is tried
 * once, not once per row.
 */
export function statusesFoundBy(
  query: string,
  statuses: Iterable<string>,
  statusLabel: (status: string) => string = (status) => status,
): Set<string> {
  const needle = normaliseSearch(query);
  const found = new Set<string>();
  if (!needle) return found;
  const matches = (text: string) => normaliseSearch(text).includes(needle);
  for (const status of statuses) {
    if (matches(status) || matches(statusLabel(status))) found.add(status);
  }
  return found;
}

/** The sort menu's orders, in the menu's order. */
export const SORT_ORDER_NAMES = ['newest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDER_NAMES)[number];

/** Each row's submittedTime, in the rows' order (RowColumns.times, or read from rows). */
export type SubmittedTimes = ArrayLike<number>;

export const submittedTimesOf = (rows: readonly ReviewRow[]): Float64Array =>
  Float64Array.from(rows, (row) => row.submittedTime);

/**
 * Each order, defined once: the direction the rows' submitted times run in (1 oldest first). Only dated
 * rows are compared, undated ones going last in every order; rows an order ties keep the server's
 * order. Row a comes before row b when `direction * (times[a] - times[b])` is below zero: sortedIndexes
 * and firstInOrder compare so, written out in their loops, which run over every row.
 */
export const SORT_DIRECTION: Record<SortOrder, 1 | -1> = { newest: -1, oldest: 1 };

/** The order each one is the exact reverse of, so a sorted list turns into it without sorting again. */
export const OPPOSITE_ORDER: Record<SortOrder, SortOrder> = { newest: 'oldest', oldest: 'newest' };

/**
 * The rows in `order`, as their indexes, stable: rows it ties keep the server's order. Undated rows
 * (a Request Date unknown or not a real date: NaN) go last in every order, in the server's order.
 * Indexes sort faster than the rows themselves and, held in one typed array, take 4 bytes a row.
 */
export function sortedIndexes(times: SubmittedTimes, order: SortOrder): Int32Array {
  const dated: number[] = [];
  const undated: number[] = [];
  for (let index = 0; index < times.length; index++) {
    (Number.isNaN(times[index]) ? undated : dated).push(index);
  }
  const direction = SORT_DIRECTION[order];
  // The server's order breaks ties. A plain array sorts faster than a typed one (whose sort copies it
  // out and back).
  dated.sort((a, b) => direction * (times[a] - times[b]) || a - b);
  const result = new Int32Array(times.length);
  result.set(dated);
  result.set(undated, dated.length);
  return result;
}

/**
 * The first `count` rows `keep` keeps (by index) in `order`, as sortedIndexes would have them,
 * without sorting them all: one pass that holds the best `count` so far (a queue's first page, before
 * its order is made). Answers fewer when fewer are kept.
 */
export function firstInOrder(
  times: SubmittedTimes,
  order: SortOrder,
  count: number,
  keep: (index: number) => boolean = () => true,
): Int32Array {
  if (count <= 0) return new Int32Array(0);
  const direction = SORT_DIRECTION[order];
  const best: number[] = [];
  const undated: number[] = [];
  // Below zero when row a comes first: sortedIndexes' order.
  const before = (a: number, b: number) => direction * (times[a] - times[b]) || a - b;
  for (let index = 0; index < times.length; index++) {
    if (!keep(index)) continue;
    if (Number.isNaN(times[index])) {
      if (undated.length < count) undated.push(index);
      continue;
    }
    if (best.length === count && before(index, best[count - 1]) >= 0) continue;
    let at = Math.min(best.length, count - 1);
    while (at > 0 && before(index, best[at - 1]) < 0) at--;
    best.splice(at, 0, index);
    if (best.length > count) best.pop();
  }
  return Int32Array.from([...best, ...undated].slice(0, count));
}

/** The rows in `order` (see sortedIndexes). */
export function sortRows<T extends ReviewRow>(rows: readonly T[], order: SortOrder): T[] {
  return Array.from(sortedIndexes(submittedTimesOf(rows), order), (index) => rows[index]);
}

/**
 * Rows sorted (by sortedIndexes, in either order), turned into the other order without sorting again:
 * the runs of rows with the same time in reverse, each run (and the undated rows after them) in the
 * order it had. Rows tie in either order exactly when their times are equal.
 */
export function reverseOrder(times: SubmittedTimes, sorted: Int32Array): Int32Array {
  const result = new Int32Array(sorted.length);
  let out = 0;
  let dated = sorted.length;
  while (dated > 0 && Number.isNaN(times[sorted[dated - 1]])) dated--;
  for (let end = dated; end > 0;) {
    let start = end - 1;
    while (start > 0 && times[sorted[start - 1]] === times[sorted[end - 1]]) start--;
    // Copied one by one: a view of each group (most hold one row) cost more than the copy.
    for (let at = start; at < end; at++) result[out++] = sorted[at];
    end = start;
  }
  for (let at = dated; at < sorted.length; at++) result[out++] = sorted[at];
  return result;
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
