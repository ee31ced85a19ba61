// What the queue screen keeps per answer (its rows' columns, row-columns.ts), so a keystroke does no
// work it need not do: each order as row indexes (sorted once per answer and order, even when a screen
// unmounts and mounts again; the second order is the first one turned round), the pending rows of
// each order, its rows' search texts (made in short slices once the first rows show), the last
// searches' results, so a longer query only looks through the rows the shorter one found and a
// shorter one (Backspace) is looked up, and the rows last shown, as objects.
import {
  clampPage,
  firstInOrder,
  OPPOSITE_ORDER,
  QUEUE_PAGE_SIZE,
  normaliseSearchPart,
  reverseOrder,
  searchTextOfParts,
  sortedIndexes,
  type ReviewRow,
  type SortOrder,
} from '@shared/domain/review-rows';
import { placeAt, rowAt, type RowColumns } from '@shared/domain/row-columns';
import { isPending } from '@shared/domain/review-status';
import type { StatusFilter } from '@renderer/lib/queue-views/queue-view';

/** 1 for each of an answer's statuses that `test` holds for (by the status's index), else 0. */
const statusFlags = (rows: RowColumns, test: (status: string) => boolean) =>
  Uint8Array.from(rows.statuses.values, (status) => (test(status) ? 1 : 0));

const pendingStatuses = new WeakMap<RowColumns, Uint8Array>();
/** Whether each row is pending: one look a status, not a row. */
function pendingOf(rows: RowColumns): (index: number) => boolean {
  let pending = pendingStatuses.get(rows);
  if (!pending) pendingStatuses.set(rows, (pending = statusFlags(rows, isPending)));
  const byStatus = pending;
  const { of } = rows.statuses;
  return (index) => byStatus[of[index]] === 1;
}

const orders = new WeakMap<RowColumns, Partial<Record<`${SortOrder}-${StatusFilter}`, Int32Array>>>();

/** The rows in `order`, as indexes into `rows`. */
export function orderOf(rows: RowColumns, order: SortOrder): Int32Array {
  let byOrder = orders.get(rows);
  if (!byOrder) orders.set(rows, (byOrder = {}));
  let result = byOrder[`${order}-all`];
  if (!result) {
    const opposite = OPPOSITE_ORDER[order];
    const other = byOrder[`${opposite}-all`];
    result = byOrder[`${order}-all`] = other
      ? reverseOrder(rows.times, other)
      : sortedIndexes(rows.times, order);
  }
  return result;
}

/** The rows a status filter keeps, in `order`, as indexes into `rows`. */
export function keptRows(rows: RowColumns, order: SortOrder, status: StatusFilter): Int32Array {
  const ordered = orderOf(rows, order);
  if (status === 'all') return ordered;
  const byOrder = orders.get(rows)!;
  let result = byOrder[`${order}-${status}`];
  if (!result) result = byOrder[`${order}-${status}`] = ordered.filter(pendingOf(rows));
  return result;
}

/** Whether the rows in `order` are ready, so asking for them costs nothing. */
export const hasOrder = (rows: RowColumns, order: SortOrder) =>
  orders.get(rows)?.[`${order}-all`] !== undefined;

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
 * Makes the shown order in idle time once the first rows show (they are picked without it), then
 * turns it round, so a search, another page or a change of order only looks its rows up (sorting
 * 100,000 rows is tens of milliseconds, turning them round a few). Answers how to call it off.
 */
export function prepareOrders(rows: RowColumns, shown: SortOrder): () => void {
  const other = OPPOSITE_ORDER[shown];
  let cancel = () => {};
  const next = () => {
    if (rows.length === 0 || (hasOrder(rows, shown) && hasOrder(rows, other))) return;
    cancel = whenIdle(() => {
      orderOf(rows, hasOrder(rows, shown) ? other : shown);
      next();
    });
  };
  next();
  return () => cancel();
}

const pendingCounts = new WeakMap<RowColumns, number>();
/** How many rows are pending. */
function pendingCount(rows: RowColumns): number {
  let count = pendingCounts.get(rows);
  if (count === undefined) {
    count = 0;
    const pending = pendingOf(rows);
    for (let index = 0; index < rows.length; index++) if (pending(index)) count++;
    pendingCounts.set(rows, count);
  }
  return count;
}

/** Before its order is made, a page among the first few is picked from the rows as they came. */
const PAGES_WITHOUT_ORDER = 5;

/** One page of a queue as shown: its rows (indexes into `rows`), how many rows match, and the page. */
export interface QueuePage {
  indexes: Int32Array;
  total: number;
  page: number;
}

/**
 * The page `page` (kept within the pages there are) of the rows a status filter keeps in `order`,
 * found by `needle` (normalised; empty finds every row) or by their status (`statusesFound`). With
 * no search, one of the first pages is picked without sorting every row when the order is not made
 * yet (the first rows of an answer): the same rows the order would give.
 */
export function queuePage(
  rows: RowColumns,
  view: { sort: SortOrder; status: StatusFilter; page: number },
  needle: string,
  statusesFound: ReadonlySet<string>,
): QueuePage {
  const { sort, status } = view;
  if (!needle && !hasOrder(rows, sort) && view.page < PAGES_WITHOUT_ORDER) {
    const total = status === 'all' ? rows.length : pendingCount(rows);
    const page = clampPage(view.page, total);
    const first = firstInOrder(
      rows.times,
      sort,
      (page + 1) * QUEUE_PAGE_SIZE,
      status === 'all' ? undefined : pendingOf(rows),
    );
    return { indexes: first.subarray(page * QUEUE_PAGE_SIZE), total, page };
  }
  const kept = keptRows(rows, sort, status);
  const matching = needle ? findInQueue(rows, kept, needle, statusesFound) : kept;
  const page = clampPage(view.page, matching.length);
  const start = page * QUEUE_PAGE_SIZE;
  return { indexes: matching.subarray(start, start + QUEUE_PAGE_SIZE), total: matching.length, page };
}

/** The distinct statuses of an answer's rows. */
export const statusesOf = (rows: RowColumns): readonly string[] => rows.statuses.values;

/** The rows last made of an answer, by index: the newer ones, and those made before them. */
interface ShownRows {
  newer: Map<number, ReviewRow>;
  older: Map<number, ReviewRow>;
}
const shownRows = new WeakMap<RowColumns, ShownRows>();
/** Rows kept made per answer and generation: pages the reviewer goes back and forth between. */
const SHOWN_ROWS_KEPT = 500;
/**
 * Row `index` of an answer, the same object each time it is asked for again soon (a memoised row
 * is not drawn again when a keystroke keeps it on the page). Rows are kept in two generations, so a
 * row asked for again is kept even when the newer one has just filled up.
 */
export function shownRow(rows: RowColumns, index: number): ReviewRow {
  let made = shownRows.get(rows);
  if (!made) shownRows.set(rows, (made = { newer: new Map(), older: new Map() }));
  let row = made.newer.get(index);
  if (row) return row;
  row = made.older.get(index) ?? rowAt(rows, index);
  if (made.newer.size >= SHOWN_ROWS_KEPT)
    shownRows.set(rows, (made = { newer: new Map(), older: made.newer }));
  made.newer.set(index, row);
  return row;
}

/**
 * An answer's search texts as far as they are made (by answer index). Kept beside the rows' columns,
 * as parts (name, email, place; normaliseSearchPart): a part already lower case is the row's own
 * string, and a place, which many rows share, is kept once and looked at once per search.
 */
interface SearchTexts {
  /** How many rows have their parts. */
  made: number;
  /**
   * Each row's name and email, normalised: the answer's own column while normalising has changed none
   * of them (the demo's email addresses are all lower case), a copy from the first it changes.
   */
  names: readonly string[];
  emails: readonly string[];
  /** Each of the answer's places (RowColumns.places.values), normalised. */
  placeTexts: readonly string[];
  /**
   * Which characters each row's name and email hold (characterMask): a part lacking one of a query's
   * is not looked through (decision 0033).
   */
  nameMasks: Int32Array;
  emailMasks: Int32Array;
}
const searchable = new WeakMap<RowColumns, SearchTexts>();
/** Rows made searchable between two looks at the clock (well under a millisecond of work). */
const SEARCH_BATCH = 250;
/** The longest a slice of that work runs: a key pressed meanwhile waits no longer for it. */
export const SEARCH_SLICE_MS = 8;

function searchTextsSoFar(rows: RowColumns): SearchTexts {
  let state = searchable.get(rows);
  if (!state) {
    const placeTexts = rows.places.values.map(normaliseSearchPart);
    state = {
      made: 0,
      names: rows.names,
      emails: rows.emails,
      placeTexts,
      nameMasks: new Int32Array(rows.length),
      emailMasks: new Int32Array(rows.length),
    };
    searchable.set(rows, state);
  }
  return state;
}

/** Makes up to `count` more rows' search texts; answers whether every row has its text. */
function makeSearchTexts(rows: RowColumns, state: SearchTexts, count: number): boolean {
  const { nameMasks, emailMasks } = state;
  const end = Math.min(rows.length, state.made + count);
  for (let index = state.made; index < end; index++) {
    const name = normaliseSearchPart(rows.names[index]);
    const email = normaliseSearchPart(rows.emails[index]);
    if (name !== state.names[index]) state.names = changed(state.names, rows.names, index, name);
    if (email !== state.emails[index]) state.emails = changed(state.emails, rows.emails, index, email);
    nameMasks[index] = characterMask(name);
    emailMasks[index] = characterMask(email);
    state.made = index + 1;
  }
  return state.made === rows.length;
}

/** `texts` with `text` at `index`: a copy if they are still the answer's own column. */
function changed(texts: readonly string[], own: readonly string[], index: number, text: string): string[] {
  const copy = (texts === own ? own.slice() : texts) as string[];
  copy[index] = text;
  return copy;
}

/**
 * A set of the characters in `text` as 32 bits: each lower-case ASCII letter one of its own (a part is
 * normalised, so it has no upper case), the digits one, the space one, any other ASCII character one
 * of two and any code unit beyond ASCII one of two (by their code's parity), so a query in Arabic
 * passes over every text written in Latin letters alone, and the other way round. A text
 * that holds a query holds each of its characters, so its mask covers the query's: a name or an email
 * address that cannot hold the query is passed over on one comparison, without looking through it,
 * and one letter is found by the masks alone.
 */
function characterMask(text: string): number {
  let mask = 0;
  for (let at = 0; at < text.length; at++) mask |= characterBit(text.charCodeAt(at));
  return mask;
}

function characterBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  if (code === 32) return 1 << 27;
  return code < 128 ? 1 << (28 + (code & 1)) : 1 << (30 + (code & 1));
}

/** Whether a query is one lower-case ASCII letter, whose bit in a mask is its own. */
const isOneLetter = (needle: string) => needle.length === 1 && needle >= 'a' && needle <= 'z';

/** Every row's search text parts: the ones not made yet are made now. */
function searchTextsOf(rows: RowColumns): SearchTexts {
  const state = searchTextsSoFar(rows);
  makeSearchTexts(rows, state, rows.length);
  return state;
}

/** How many of an answer's rows have their search text (for tests). */
export const searchTextsMade = (rows: RowColumns) => searchable.get(rows)?.made ?? 0;

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
 * Makes every row's search text once the rows are on screen: in slices of at most SEARCH_SLICE_MS,
 * each a task of its own, one after the other, so it is done before the reviewer types (idle time
 * alone could leave it undone by then, and a search typed before then made the rest in one long
 * task). A search before it is done makes the rest itself. Answers how to call it off.
 */
export function prepareSearch(rows: RowColumns): () => void {
  let cancel = () => {};
  const work = () => {
    const state = searchTextsSoFar(rows);
    const until = performance.now() + SEARCH_SLICE_MS;
    let done = makeSearchTexts(rows, state, SEARCH_BATCH);
    while (!done && performance.now() < until) done = makeSearchTexts(rows, state, SEARCH_BATCH);
    if (!done) cancel = nextTask(work);
  };
  if (searchTextsMade(rows) < rows.length) cancel = nextTask(work);
  return () => cancel();
}

/** A search's result: the rows of `kept` (indexes into the answer) it found, in kept's order. */
interface Found {
  kept: Int32Array;
  needle: string;
  /** The statuses it found by their label as shown. */
  statusesFound: ReadonlySet<string>;
  rows: Int32Array;
}
/**
 * Where a search writes the rows it finds, before they are copied out at their size: one buffer for
 * every search, grown as answers grow, so a key allocates only what it finds (decision 0031).
 */
let scratch = new Int32Array(0);
function scratchFor(length: number): Int32Array {
  if (scratch.length < length) scratch = new Int32Array(length);
  return scratch;
}

/** The last searches of each answer, newest last. */
const recent = new WeakMap<RowColumns, Found[]>();
const RECENT_SEARCHES = 8;

const within = (some: ReadonlySet<string>, all: ReadonlySet<string>) =>
  [...some].every((item) => all.has(item));

/**
 * The rows of `kept` (indexes into `rows`, in the order shown) whose search text contains `needle`
 * (normaliseSearch's answer, so trimmed; not empty) or whose status is one of `statusesFound` (found
 * by themselves or by their label as shown: statusesFoundBy), in kept's order: exactly what
 * filterRows finds. A query that contains one searched just before looks only through what that one
 * found (each row it finds was found by the shorter one); one searched among the last few is looked up.
 */
export function findInQueue(
  rows: RowColumns,
  kept: Int32Array,
  needle: string,
  statusesFound: ReadonlySet<string>,
): Int32Array {
  const searches = recent.get(rows) ?? [];
  recent.set(rows, searches);
  const same = searches.find(
    (search) =>
      search.kept === kept &&
      search.needle === needle &&
      search.statusesFound.size === statusesFound.size &&
      within(statusesFound, search.statusesFound),
  );
  if (same) return same.rows;

  // Every row a longer query finds, a shorter one it contains found too (by its text, or by a status
  // label, when the shorter one found that status: the labels may be another language's by now).
  const narrower = searches.findLast(
    (search) =>
      search.kept === kept && needle.includes(search.needle) && within(statusesFound, search.statusesFound),
  );
  const candidates = narrower?.rows ?? kept;
  const matches = scratchFor(candidates.length);
  let count = 0;
  // Each status is looked at once: whether the query finds it.
  const statusFound = statusFlags(rows, (status) => statusesFound.has(status));
  const statusOf = rows.statuses.of;
  if (needle.includes('\n')) {
    // A query over two lines (none typed can be; a saved view edited by hand could) may span a row's
    // parts: it is looked for in their join (searchTextOf's).
    for (let at = 0; at < candidates.length; at++) {
      const row = candidates[at];
      const text = searchTextOfParts(rows.names[row], rows.emails[row], placeAt(rows, row));
      if (statusFound[statusOf[row]] === 1 || text.includes(needle)) matches[count++] = row;
    }
  } else {
    const { names, emails, placeTexts, nameMasks, emailMasks } = searchTextsOf(rows);
    const places = rows.places.of;
    const wanted = characterMask(needle);
    // One letter (the first key of most searches, which looks through every row) is its mask's bit.
    const exact = isOneLetter(needle);
    // Few places for many rows (the demo's 100,000 rows have 16): each is looked at once.
    const placeFinds = new Uint8Array(placeTexts.length);
    for (let place = 0; place < placeTexts.length; place++)
      placeFinds[place] = placeTexts[place].includes(needle) ? 1 : 0;
    // Most queries find no status: then each row is only looked at for its parts.
    const byStatus = statusesFound.size > 0;
    // Each part is looked at only when its mask covers the query's (one letter: the masks alone).
    for (let at = 0; at < candidates.length; at++) {
      const row = candidates[at];
      if (
        (exact
          ? ((nameMasks[row] | emailMasks[row]) & wanted) !== 0
          : ((nameMasks[row] & wanted) === wanted && names[row].includes(needle)) ||
            ((emailMasks[row] & wanted) === wanted && emails[row].includes(needle))) ||
        placeFinds[places[row]] === 1 ||
        (byStatus && statusFound[statusOf[row]] === 1)
      )
        matches[count++] = row;
    }
  }
  // A query that finds every row the shorter one found answers that same result (the first keys of most
  // searches, at 100,000 rows); any other is copied out at its size.
  const result = count === candidates.length ? candidates : matches.slice(0, count);
  searches.push({ kept, needle, statusesFound, rows: result });
  if (searches.length > RECENT_SEARCHES) searches.shift();
  return result;
}
