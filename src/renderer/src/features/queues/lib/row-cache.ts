// Sorting 100,000 rows runs once per answer and order, even when a queue screen unmounts and mounts
// again (the second order is the first one turned round, never a second sort); the answer's
// statuses are gathered once; its search texts are made in idle time once the first rows show.
import {
  reverseOrder,
  searchTextOf,
  sortRows,
  type ReviewRow,
  type SortOrder,
} from '@shared/domain/review-rows';

const statuses = new WeakMap<readonly ReviewRow[], string[]>();
const sorted = new WeakMap<readonly ReviewRow[], Partial<Record<SortOrder, ReviewRow[]>>>();

const otherOrder = (order: SortOrder): SortOrder => (order === 'newest' ? 'oldest' : 'newest');

export function sortedRows(rows: readonly ReviewRow[], order: SortOrder): ReviewRow[] {
  let byOrder = sorted.get(rows);
  if (!byOrder) sorted.set(rows, (byOrder = {}));
  let result = byOrder[order];
  if (!result) {
    const other = byOrder[otherOrder(order)];
    result = byOrder[order] = other ? reverseOrder(other) : sortRows(rows, order);
  }
  return result;
}

/** Whether the rows in `order` are ready, so asking for them costs nothing. */
export const hasSortedRows = (rows: readonly ReviewRow[], order: SortOrder) =>
  sorted.get(rows)?.[order] !== undefined;

// Chromium and Electron have idle callbacks; elsewhere (jsdom) a timeout stands in, with a few
// milliseconds to spend.
const whenIdle = (work: (deadline: { timeRemaining(): number }) => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => {
    const end = performance.now() + 5;
    work({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 1);
  return () => clearTimeout(handle);
};

/**
 * Turns the shown order round in idle time, once the rows are on screen, so a change of order only
 * looks its rows up (100,000 rows reversed is a few milliseconds the click need not wait for).
 * Answers how to call it off.
 */
export function prepareOtherOrder(rows: readonly ReviewRow[], shown: SortOrder): () => void {
  const other = otherOrder(shown);
  if (rows.length === 0 || hasSortedRows(rows, other)) return () => {};
  return whenIdle(() => sortedRows(rows, other));
}

/** The distinct statuses of an answer's rows. */
export function statusesOf(rows: readonly ReviewRow[]): string[] {
  let result = statuses.get(rows);
  if (!result) statuses.set(rows, (result = [...new Set(rows.map((row) => row.status))]));
  return result;
}

/** How far the rows of an answer have been made searchable (rows before it have their search text). */
const searchable = new WeakMap<readonly ReviewRow[], number>();
/** Rows made searchable between two looks at the idle deadline. */
const SEARCH_BATCH = 500;

/**
 * Makes every row's search text in idle time, a slice at a time, once the rows are on screen: the
 * first keystroke then only compares (a search before it is done makes the rest itself). Answers
 * how to call it off.
 */
export function prepareSearch(rows: readonly ReviewRow[]): () => void {
  let cancel = () => {};
  const work = (deadline: { timeRemaining(): number }) => {
    let next = searchable.get(rows) ?? 0;
    // One slice at least, so a page that never idles for long still gets there.
    do {
      const end = Math.min(rows.length, next + SEARCH_BATCH);
      for (; next < end; next++) searchTextOf(rows[next]);
    } while (next < rows.length && deadline.timeRemaining() > 1);
    searchable.set(rows, next);
    cancel = next < rows.length ? whenIdle(work) : () => {};
  };
  if ((searchable.get(rows) ?? 0) < rows.length) cancel = whenIdle(work);
  return () => cancel();
}
