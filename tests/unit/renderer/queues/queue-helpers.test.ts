import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@renderer/lib/format-date';
import { toReviewRow } from '@shared/domain/review-rows';
import {
  hasSortedRows,
  prepareOtherOrder,
  prepareSearch,
  sortedRows,
} from '@renderer/features/queues/lib/row-cache';
import { useQueueViewStore } from '@renderer/features/queues/stores/queue-view-store';
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

describe('the row cache', () => {
  it('sorts an answer once per order, however often a screen asks', () => {
    const rows = [item(1, 'pending', 2), item(2, 'completed', 9), item(3, 'pending', 2)].map(toReviewRow);
    const newest = sortedRows(rows, 'newest');
    expect(newest.map((row) => row.id)).toEqual(['agency-2', 'agency-1', 'agency-3']);
    expect(sortedRows(rows, 'newest')).toBe(newest);
    // The other order keeps equal dates in the answer's order, as a sort would.
    const oldest = sortedRows(rows, 'oldest');
    expect(oldest.map((row) => row.id)).toEqual(['agency-1', 'agency-3', 'agency-2']);
    expect(sortedRows(rows, 'oldest')).toBe(oldest);
    expect(sortedRows([...rows], 'newest')).not.toBe(newest);
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
      const rows = [item(1, 'pending', 2), item(2, 'completed', 9)].map(toReviewRow);
      sortedRows(rows, 'newest');
      prepareOtherOrder(rows, 'newest');
      expect(hasSortedRows(rows, 'oldest')).toBe(false);
      expect(work).toHaveLength(1);
      work[0]();
      expect(hasSortedRows(rows, 'oldest')).toBe(true);
      expect(sortedRows(rows, 'oldest').map((row) => row.id)).toEqual(['agency-1', 'agency-2']);
      // Ready already: nothing more to do in idle time.
      prepareOtherOrder(rows, 'oldest');
      prepareOtherOrder(rows, 'newest');
      expect(work).toHaveLength(1);
    });

    it('is not made once the screen has called it off', () => {
      const work = idle();
      const rows = [item(1, 'pending', 2)].map(toReviewRow);
      prepareOtherOrder(rows, 'oldest')();
      expect(work).toHaveLength(0);
      expect(hasSortedRows(rows, 'newest')).toBe(false);
    });
  });

  describe('the search texts', () => {
    afterEach(() => vi.unstubAllGlobals());
    /** Idle callbacks run by hand, each with `budget` calls to timeRemaining that answer time left. */
    const idle = () => {
      const work: ((deadline: { timeRemaining(): number }) => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: (typeof work)[number]) => work.push(callback));
      vi.stubGlobal('cancelIdleCallback', (handle: number) => work.splice(handle - 1, 1));
      const runNext = (budget: number) => {
        let left = budget;
        work.shift()?.({ timeRemaining: () => (left-- > 0 ? 10 : 0) });
      };
      return { work, runNext };
    };
    const manyRows = (count: number) =>
      Array.from({ length: count }, (_, index) => toReviewRow(item(index, 'pending', 1)));

    it('are made in idle time, a slice at a time, until every row has one', () => {
      const { work, runNext } = idle();
      const rows = manyRows(1_200);
      prepareSearch(rows);
      expect(rows.every((row) => row.searchText === undefined)).toBe(true);
      // No time left after the first slice of 500 rows: the rest waits for the next idle time.
      runNext(0);
      expect(rows.filter((row) => row.searchText !== undefined)).toHaveLength(500);
      expect(work).toHaveLength(1);
      runNext(5);
      expect(rows.every((row, index) => row.searchText?.startsWith(`agency ${index}\n`))).toBe(true);
      expect(work).toHaveLength(0);
      // An idle period with time to spare makes more than one slice.
      const more = manyRows(1_600);
      prepareSearch(more);
      runNext(1);
      expect(more.filter((row) => row.searchText !== undefined)).toHaveLength(1_000);
      runNext(0);
      runNext(0);
      expect(more.every((row) => row.searchText !== undefined)).toBe(true);
      expect(work).toHaveLength(0);
      // Done: a screen that mounts again has nothing left to do.
      prepareSearch(rows);
      expect(work).toHaveLength(0);
    });

    it('are not made once the screen has called it off', () => {
      const { work } = idle();
      const rows = manyRows(3);
      prepareSearch(rows)();
      expect(work).toHaveLength(0);
      expect(rows.every((row) => row.searchText === undefined)).toBe(true);
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
});
