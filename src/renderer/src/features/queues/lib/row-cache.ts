// Sorting 100,000 rows runs once per answer and order, even when a queue screen unmounts and mounts
// again (the second order is the first one turned round, never a second sort); the answer's
// statuses are gathered once; its search texts are made in short slices once the first rows show.
import {
  OPPOSITE_ORDER,
  reverseOrder,
  searchTextOf,
  sortRows,
  type ReviewRow,
  type SortOrder,
} from '@shared/domain/review-rows';

const statuses = new WeakMap<readonly ReviewRow[], string[]>();
const sorted = new WeakMap<readonly ReviewRow[], Partial<Record<SortOrder, ReviewRow[]>>>();

export function sortedRows(rows: readonly ReviewRow[], order: SortOrder): ReviewRow[] {
  let byOrder = sorted.get(rows);
  if (!byOrder) sorted.set(rows, (byOrder = {}));
  let result = byOrder[order];
  if (!result) {
    const opposite = OPPOSITE_ORDER[order];
    const other = byOrder[opposite];
    result = byOrder[order] = other ? reverseOrder(other, opposite) : sortRows(rows, order);
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
  const other = OPPOSITE_ORDER[shown];
  if (rows.length === 0 || hasSortedRows(rows, other)) return () => {};
  return whenIdle(() => sortedRows(rows, other));
}

/** The distinct statuses of an answer's rows. */
export function statusesOf(rows: readonly ReviewRow[]): string[] {
  let result = statuses.get(rows);
  if (!result) statuses.set(rows, (result = [...new Set(rows.map((row) => row.status))]));
  return result;
}

/** How far the rows of an answer have been made searchable, and the statuses met on the way. */
const searchable = new WeakMap<readonly ReviewRow[], { next: number; statuses: Set<string> }>();
/** Rows made searchable between two looks at the clock (well under a millisecond of work). */
const SEARCH_BATCH = 250;
/** The longest a slice of that work runs: a key pressed meanwhile waits no longer for it. */
export const SEARCH_SLICE_MS = 8;

type PostTask = (callback: () => void, options: { signal: AbortSignal }) => Promise<unknown>;

/**
 * Runs `work` in a task of its own, as soon as the browser has handled what is waiting (input,
 * frames): a chain of timeouts would wait 4 ms between its links after the fifth. Answers how to
 * call it off.
 */
function nextTask(work: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) {
    const cancel = new AbortController();
    scheduler.postTask(work, { signal: cancel.signal }).catch((error: unknown) => {
      // Calling it off rejects the task; any other failure is thrown again, as a timer's would be.
      if (!cancel.signal.aborted)
        setTimeout(() => {
          throw error;
        });
    });
    return () => cancel.abort();
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * Makes every row's search text, and gathers the answer's statuses, once the rows are on screen: in
 * slices of at most SEARCH_SLICE_MS, each a task of its own, one after the other, so it is done
 * before the reviewer types (in idle time, 100,000 rows took a third of a second, and a search typed
 * before then made the rest in one long task). A search before it is done makes the rest itself.
 * Answers how to call it off.
 */
export function prepareSearch(rows: readonly ReviewRow[]): () => void {
  let cancel = () => {};
  const work = () => {
    const done = searchable.get(rows) ?? { next: 0, statuses: new Set<string>() };
    const until = performance.now() + SEARCH_SLICE_MS;
    let { next } = done;
    do {
      const end = Math.min(rows.length, next + SEARCH_BATCH);
      for (; next < end; next++) {
        searchTextOf(rows[next]);
        done.statuses.add(rows[next].status);
      }
    } while (next < rows.length && performance.now() < until);
    searchable.set(rows, { next, statuses: done.statuses });
    if (next < rows.length) cancel = nextTask(work);
    else if (!statuses.has(rows)) statuses.set(rows, [...done.statuses]);
  };
  if ((searchable.get(rows)?.next ?? 0) < rows.length) cancel = nextTask(work);
  return () => cancel();
}
