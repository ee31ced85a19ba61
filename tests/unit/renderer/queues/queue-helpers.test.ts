import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@renderer/lib/format-date';
import { filterRows, normaliseSearch, sortRows, toReviewRow } from '@shared/domain/review-rows';
import { columnsOf, rowAt, type RowColumns } from '@shared/domain/row-columns';
import type { ReviewListItem } from '@shared/api/schemas';
import {
  findInQueue,
  hasOrder,
  keptRows,
  orderOf,
  prepareOrders,
  prepareSearch,
  SEARCH_SLICE_MS,
  searchTextsMade,
  statusesOf,
} from '@renderer/features/queues/lib/row-cache';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import { item } from './render-queue';

describe('the Request Date', () => {
  it('shows the date part in the UI language, the same day in every time zone', () => {
    expect(formatDate('2026-10-05', 'en')).toBe('Oct 5, 2026');
    expect(formatDate('2026-10-05', 'ar')).toMatch(/أكتوبر/);
  });
  it('has no date to show for an unreadable one', () => expect(formatDate('', 'en')).toBeNull());
  it('never rolls an impossible day over into the next month', () => {
    for (const iso of ['2024-02-30', '2024-02-30T10:00:00Z', '2024-13-45', 'not-a-date']) {
      expect(formatDate(iso, 'en'), iso).toBeNull();
    }
    expect(formatDate('2024-02-29', 'en')).toBe('Feb 29, 2024');
  });
});

const ids = (rows: RowColumns, order: Int32Array) => Array.from(order, (index) => rowAt(rows, index).id);
/** The columns of an answer with these items. */
const answer = (...items: ReviewListItem[]) => columnsOf(items.map(toReviewRow));

describe('the row cache', () => {
  it('sorts an answer once per order, however often a screen asks', () => {
    const list = [item(1, 'pending', 2), item(2, 'completed', 9), item(3, 'pending', 2)];
    const rows = answer(...list);
    const newest = orderOf(rows, 'newest');
    expect(ids(rows, newest)).toEqual(['agency-2', 'agency-1', 'agency-3']);
    expect(orderOf(rows, 'newest')).toBe(newest);
    // The other order keeps equal dates in the answer's order, as a sort would.
    const oldest = orderOf(rows, 'oldest');
    expect(ids(rows, oldest)).toEqual(['agency-1', 'agency-3', 'agency-2']);
    expect(orderOf(rows, 'oldest')).toBe(oldest);
    expect(orderOf(answer(...list), 'newest')).not.toBe(newest);
  });

  describe('the other order', () => {
    afterEach(() => vi.unstubAllGlobals());
    const idle = () => {
      const work: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => work.push(callback));
      vi.stubGlobal('cancelIdleCallback', (handle: number) => work.splice(handle - 1, 1));
      return work;
    };

    it('is made in idle time once the shown one is ready, so a change of order only looks it up', () => {
      const work = idle();
      const rows = answer(item(1, 'pending', 2), item(2, 'completed', 9));
      orderOf(rows, 'newest');
      prepareOrders(rows, 'newest');
      expect(hasOrder(rows, 'oldest')).toBe(false);
      expect(work).toHaveLength(1);
      work[0]();
      expect(hasOrder(rows, 'oldest')).toBe(true);
      expect(ids(rows, orderOf(rows, 'oldest'))).toEqual(['agency-1', 'agency-2']);
      // Ready already: nothing more to do in idle time.
      prepareOrders(rows, 'oldest');
      prepareOrders(rows, 'newest');
      expect(work).toHaveLength(1);
    });

    it('comes after the shown order, made in idle time too when the first rows were picked without it', () => {
      const work = idle();
      const rows = answer(item(1, 'pending', 2), item(2, 'completed', 9));
      prepareOrders(rows, 'oldest');
      expect(hasOrder(rows, 'oldest')).toBe(false);
      work.shift()!();
      expect(hasOrder(rows, 'oldest')).toBe(true);
      expect(hasOrder(rows, 'newest')).toBe(false);
      work.shift()!();
      expect(ids(rows, orderOf(rows, 'newest'))).toEqual(['agency-2', 'agency-1']);
      expect(work).toHaveLength(0);
    });

    it('is not made once the screen has called it off', () => {
      const work = idle();
      const rows = answer(item(1, 'pending', 2));
      prepareOrders(rows, 'oldest')();
      expect(work).toHaveLength(0);
      expect(hasOrder(rows, 'newest')).toBe(false);
      expect(hasOrder(rows, 'oldest')).toBe(false);
    });
  });

  describe('the search texts', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });
    /** Tasks run by hand, and a clock that moves one millisecond each time it is read. */
    const slices = () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let clock = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => clock++);
      return { runNext: () => vi.advanceTimersToNextTimer(), pending: () => vi.getTimerCount() };
    };
    const manyItems = (count: number) =>
      Array.from({ length: count }, (_, index) => item(index, 'pending', 1));
    const manyRows = (count: number) => answer(...manyItems(count));
    const made = searchTextsMade;

    it('are made once the rows show, a short slice a task, one task after another', () => {
      const { runNext, pending } = slices();
      const rows = manyRows(5_000);
      prepareSearch(rows);
      expect(made(rows)).toBe(0);
      // Each slice stops once SEARCH_SLICE_MS have passed (here 8 reads of the clock, 250 rows apart).
      runNext();
      expect(made(rows)).toBe(250 * SEARCH_SLICE_MS);
      expect(pending()).toBe(1);
      runNext();
      runNext();
      expect(made(rows)).toBe(5_000);
      // Rows on either side of each slice's and each batch's end were made, and made in step.
      const all = keptRows(rows, 'newest', 'all');
      for (const n of [0, 249, 250, 1999, 2000, 4999]) {
        const found = Array.from(findInQueue(rows, all, `agency ${n}`, new Set()), (index) =>
          rowAt(rows, index),
        );
        const list = manyItems(5_000).map(toReviewRow);
        expect(found).toEqual(filterRows(sortRows(list, 'newest'), `agency ${n}`));
        expect(found.map((row) => row.agencyName)).toContain(`Agency ${n}`);
      }
      expect(pending()).toBe(0);
      // Done: a screen that mounts again has nothing left to do.
      prepareSearch(rows);
      expect(pending()).toBe(0);
    });

    it("go through the browser's scheduler where it has one: its tasks, called off by their signal", () => {
      slices();
      const tasks: { work: () => void; signal: AbortSignal }[] = [];
      const scheduler = {
        postTask(this: unknown, work: () => void, { signal }: { signal: AbortSignal }) {
          // Called as the scheduler's own method, as the browser requires.
          expect(this).toBe(scheduler);
          return new Promise((resolve, reject) => {
            tasks.push({ work: () => resolve(work()), signal });
            signal.addEventListener('abort', () => reject(new DOMException('called off', 'AbortError')));
          });
        },
      };
      vi.stubGlobal('scheduler', scheduler);
      const rows = manyRows(5_000);
      const stop = prepareSearch(rows);
      tasks.shift()!.work();
      expect(made(rows)).toBe(250 * SEARCH_SLICE_MS);
      expect(tasks).toHaveLength(1);
      stop();
      expect(tasks[0].signal.aborted).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('throw a failure of a slice again rather than lose it', async () => {
      slices();
      vi.stubGlobal('scheduler', {
        postTask: (work: () => void) => Promise.resolve().then(work),
      });
      const rows = answer(item(1, 'pending', 1));
      Object.defineProperty(rows.names, 0, {
        get: () => {
          throw new Error('unreadable row');
        },
      });
      prepareSearch(rows);
      // The task's promise settles in microtasks: the failure then waits in a timer of its own.
      for (let turn = 0; turn < 3; turn++) await Promise.resolve();
      expect(vi.getTimerCount()).toBe(1);
      expect(() => vi.runOnlyPendingTimers()).toThrow('unreadable row');
      // Nothing of the row was kept: its parts stay in step for whatever reads them next.
      expect(made(rows)).toBe(0);
    });

    it("need no pass through the rows for the answer's statuses: the columns have them", () => {
      const rows = answer(...manyItems(3_000), item(3_000, 'completed', 1), item(3_001, 'in progress', 1));
      expect(statusesOf(rows)).toBe(rows.statuses.values);
      expect(statusesOf(rows)).toEqual(['pending', 'completed', 'in progress']);
    });

    it("keep the answer's own names and emails until one changes, in whichever slice that is", () => {
      const { runNext } = slices();
      // Lower case up to row 2,499 (the first slice makes 2,000), names in upper case after, emails
      // from row 3,000.
      const list = manyItems(5_000).map((each, n) => {
        const read = toReviewRow(each);
        return {
          ...read,
          agencyName: n < 2_500 ? read.agencyName.toLowerCase() : read.agencyName.toUpperCase(),
          email: n < 3_000 ? read.email : read.email.toUpperCase(),
        };
      });
      const rows = columnsOf(list);
      const own = { names: [...rows.names], emails: [...rows.emails] };
      prepareSearch(rows);
      runNext();
      runNext();
      runNext();
      expect(made(rows)).toBe(5_000);
      const all = keptRows(rows, 'newest', 'all');
      for (const query of [
        'agency 2499',
        'agency 2500',
        'agency 4999',
        'hello@agency-2999.',
        'hello@agency-3000.',
      ]) {
        const found = Array.from(findInQueue(rows, all, query, new Set()), (index) => rowAt(rows, index));
        expect(found, query).toEqual(filterRows(sortRows(list, 'newest'), query));
        expect(found.length, query).toBeGreaterThan(0);
      }
      // The answer's own columns, which the rows are shown from, are as they came.
      expect([...rows.names]).toEqual(own.names);
      expect([...rows.emails]).toEqual(own.emails);
    });

    it("answer a query that finds every row the shorter one found with that result, and keep each result's own rows", () => {
      const list = manyItems(1_000).map(toReviewRow);
      const rows = columnsOf(list);
      const all = keptRows(rows, 'newest', 'all');
      const every = findInQueue(rows, all, 'hello@', new Set());
      expect(every).toBe(all);
      expect(findInQueue(rows, all, 'hello@a', new Set())).toBe(all);
      const nines = findInQueue(rows, all, 'hello@agency-9', new Set());
      const copy = Array.from(nines);
      // Later searches write where each search gathers its rows: what an earlier one answered stays.
      findInQueue(rows, all, 'hello@agency-1', new Set());
      findInQueue(rows, keptRows(rows, 'oldest', 'all'), 'agency 5', new Set());
      expect(Array.from(nines)).toEqual(copy);
      expect(copy.map((index) => rowAt(rows, index))).toEqual(
        filterRows(sortRows(list, 'newest'), 'hello@agency-9'),
      );
    });

    it('find by email through every row and through the few rows a shorter query found', () => {
      const list = manyItems(1_000).map(toReviewRow);
      const rows = columnsOf(list);
      const all = keptRows(rows, 'newest', 'all');
      const sorted = sortRows(list, 'newest');
      // 'hello@' is in every email; 'hello@agency-99' in 11 of 1,000 rows, which the longer queries
      // look through alone; '.testhello' only across two rows' emails, so in none.
      for (const query of [
        'hello@',
        'hello@agency-99',
        'hello@agency-99.',
        'hello@agency-995.',
        '.testhello',
      ]) {
        const found = Array.from(findInQueue(rows, all, query, new Set()), (index) => rowAt(rows, index));
        expect(found, query).toEqual(filterRows(sorted, query));
      }
      expect(findInQueue(rows, all, 'hello@agency-99.', new Set())).toHaveLength(1);
      expect(findInQueue(rows, all, '.testhello', new Set())).toHaveLength(0);
    });

    it('are not made once the screen has called it off, and the rest waits for the next screen', () => {
      const { runNext, pending } = slices();
      const rows = manyRows(5_000);
      prepareSearch(rows)();
      expect(pending()).toBe(0);
      expect(made(rows)).toBe(0);
      const stop = prepareSearch(rows);
      runNext();
      stop();
      expect(pending()).toBe(0);
      expect(made(rows)).toBe(2_000);
      // Mounted again, it goes on from where it was.
      prepareSearch(rows);
      runNext();
      expect(made(rows)).toBe(4_000);
    });
  });
});

describe('what each queue remembers', () => {
  it('keeps search, sort and page per queue, back to the first page on a new search or order', () => {
    const store = useQueueViewStore.getState();
    store.reset();
    store.setPage('agencies', 3);
    expect(useQueueViewStore.getState().views.agencies.page).toBe(3);
    store.setSearch('agencies', 'nile');
    expect(useQueueViewStore.getState().views.agencies).toEqual({ search: 'nile', sort: 'newest', page: 0 });
    store.setPage('agencies', 2);
    store.setSort('agencies', 'oldest');
    expect(useQueueViewStore.getState().views.agencies.page).toBe(0);
    expect(useQueueViewStore.getState().views.updatedProfiles).toEqual({
      search: '',
      sort: 'newest',
      page: 0,
    });
  });

  it("shows a saved view's search and order from the first page", () => {
    const store = useQueueViewStore.getState();
    store.reset();
    store.setPage('agencies', 4);
    store.apply('agencies', { search: 'delta', sort: 'oldest' });
    expect(useQueueViewStore.getState().views.agencies).toEqual({ search: 'delta', sort: 'oldest', page: 0 });
  });
});

describe("a row's search text, kept as its parts", () => {
  const list = [toReviewRow(item(1, 'pending', 1, 'North Star')), toReviewRow(item(2, 'pending', 2, 'Nile'))];
  const rows = columnsOf(list);
  const find = (query: string) =>
    Array.from(
      findInQueue(rows, keptRows(rows, 'newest', 'all'), normaliseSearch(query), new Set()),
      (index) => rowAt(rows, index).id,
    );

  it('finds one letter only in the rows that hold it', () => {
    expect(find('r')).toEqual(['agency-1']);
    expect(find('L')).toEqual(['agency-2', 'agency-1']);
    expect(find('w')).toEqual([]);
  });

  it('finds a query in any part, in any case', () => {
    expect(find('STAR')).toEqual(['agency-1']);
    expect(find('agency-2.test')).toEqual(['agency-2']);
    expect(find('cairo')).toEqual(['agency-1']);
    expect(find('الرياض')).toEqual(['agency-2']);
  });

  // None typed into the search box can hold a line break, but a query from elsewhere could.
  it('finds a query over two lines where the parts meet, as the whole text does', () => {
    const query = 'star\nhello@agency-1';
    expect(filterRows(list, query).map((row) => row.id)).toEqual(['agency-1']);
    expect(find(query)).toEqual(['agency-1']);
  });
});
