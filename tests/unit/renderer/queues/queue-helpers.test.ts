import { describe, expect, it } from 'vitest';
import { formatDate } from '@renderer/lib/format-date';
import { mapRows, searchableRows, sortedRows } from '@renderer/features/queues/lib/row-cache';
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
  it('maps, labels and sorts an answer once, however often a screen asks', () => {
    const answer = [item(1, 'pending', 2), item(2, 'completed', 9)];
    const rows = mapRows(answer);
    expect(mapRows(answer)).toBe(rows);
    let lookups = 0;
    const label = (status: string) => (lookups++, status.toUpperCase());
    const entries = searchableRows(rows, 'en', label);
    expect(searchableRows(rows, 'en', label)).toBe(entries);
    expect(lookups).toBe(2);
    expect(entries[0].text).toContain('pending\npending');
    expect(searchableRows(rows, 'ar', label)).not.toBe(entries);
    expect(sortedRows(entries, 'newest').map((e) => e.row.id)).toEqual(['agency-2', 'agency-1']);
    expect(sortedRows(entries, 'newest')).toBe(sortedRows(entries, 'newest'));
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
