import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  filterRows,
  sortRows,
  statusesFoundBy,
  toReviewRow,
  type ReviewRow,
  type SortOrder,
} from '@shared/domain/review-rows';
import { isPending } from '@shared/domain/review-status';
import type { ReviewListItem } from '@shared/api/schemas';
import { columnsOf, rowAt, type RowColumns } from '@shared/domain/row-columns';
import { useQueueRows } from '@renderer/features/queues/hooks/use-queue-rows';
import { orderOf } from '@renderer/features/queues/lib/row-cache';
import { AppProviders } from '@renderer/app/providers';
import { useStatusLabel } from '@renderer/lib/hooks/use-status-label';
import { initI18n } from '@renderer/lib/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { queueIndexesAsSeen } from '@renderer/lib/queue-views/queue-rows';
import { STATUS_FILTERS, type QueueFilter } from '@renderer/lib/queue-views/queue-view';
import { fakePlatform } from '../fake-platform';

/** queueIndexesAsSeen's rows, as the table shows them. */
const queueRowsAsSeen = (rows: RowColumns, view: QueueFilter, statusLabel: (status: string) => string) =>
  queueIndexesAsSeen(rows, view, statusLabel).map((index) => rowAt(rows, index));

const STATUSES = ['pending', 'completed', 'in-progress', 'Pending', 'rejected', 'archived'];
const LOCATIONS = ['Cairo', 'الرياض', 'Dubai'];

/** Reviews with many equal dates, some undated and some unreadable ones, spread over several statuses. */
function answer(count: number): ReviewRow[] {
  return Array.from({ length: count }, (_, n): ReviewListItem => ({
    _id: `review-${n}`,
    status: STATUSES[n % STATUSES.length],
    submittedAt:
      n % 11 === 0
        ? null
        : n % 13 === 0
          ? '2026-02-30'
          : `2026-09-${String(1 + (n % 7)).padStart(2, '0')}T10:00:00.000Z`,
    agencyId: {
      _id: `agency-${n}`,
      workEmail: `hello@agency-${n}.test`,
      profile: { name: n % 5 === 0 ? `Nile ${n}` : `Agency ${n}`, logo: null, locations: [LOCATIONS[n % 3]] },
    },
  })).map(toReviewRow);
}

const label = (status: string) =>
  ({ pending: 'Pending', completed: 'Completed', rejected: 'Rejected' })[status.toLowerCase()] ?? status;
const ids = (rows: readonly ReviewRow[]) => rows.map((row) => row.reviewerId);

describe("a queue's rows as the reviewer sees them", () => {
  const list = answer(60);
  const rows = columnsOf(list);

  it('keeps only the pending reviews under Pending only, in the order chosen', () => {
    const seen = queueRowsAsSeen(rows, { search: '', sort: 'oldest', status: 'pending' }, label);
    expect(seen.length).toBe(20);
    expect(seen.every((row) => row.status.toLowerCase() === 'pending')).toBe(true);
    const times = seen.map((row) => row.submittedTime).filter((time) => !Number.isNaN(time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Undated reviews come last, as in every order.
    expect(Number.isNaN(seen.at(-1)!.submittedTime)).toBe(true);
  });

  it('combines Pending only with the search', () => {
    const seen = queueRowsAsSeen(rows, { search: 'nile', sort: 'newest', status: 'pending' }, label);
    expect(seen.length).toBeGreaterThan(0);
    for (const row of seen) {
      expect(row.agencyName).toMatch(/^Nile/);
      expect(row.status.toLowerCase()).toBe('pending');
    }
    const all = queueRowsAsSeen(rows, { search: 'nile', sort: 'newest', status: 'all' }, label);
    expect(all.length).toBeGreaterThan(seen.length);
  });

  it('finds a status by its label as shown', () => {
    const arabic = (status: string) => (status === 'rejected' ? 'مرفوض' : status);
    const seen = queueRowsAsSeen(rows, { search: 'مرفوض', sort: 'newest', status: 'all' }, arabic);
    expect(seen.length).toBe(10);
    expect(seen.every((row) => row.status === 'rejected')).toBe(true);
    expect(queueRowsAsSeen(rows, { search: 'مرفوض', sort: 'newest', status: 'pending' }, arabic)).toEqual([]);
  });

  it('leaves the rows alone with no filter at all', () => {
    expect(ids(queueRowsAsSeen(rows, { search: '', sort: 'newest', status: 'all' }, label))).toEqual(
      ids(Array.from(orderOf(rows, 'newest'), (index) => list[index])),
    );
  });

  it('are the rows the shared sort and search give, in every order, filter and search', () => {
    for (const sort of ['newest', 'oldest'] as SortOrder[])
      for (const status of STATUS_FILTERS)
        for (const search of ['', 'nile', 'CAIRO', 'pending', 'الرياض', 'agency-7.test']) {
          const sorted = sortRows(list, sort);
          const kept = status === 'pending' ? sorted.filter((row) => isPending(row.status)) : sorted;
          const found = statusesFoundBy(search, rows.statuses.values, label);
          expect(queueRowsAsSeen(rows, { search, sort, status }, label)).toEqual(
            filterRows(kept, search, found),
          );
        }
  });
});

describe('the queue screen shows the same rows', () => {
  const combinations: QueueFilter[] = [];
  for (const sort of ['newest', 'oldest'] as SortOrder[])
    for (const status of STATUS_FILTERS)
      for (const search of ['', 'nile', 'CAIRO', 'pending', 'الرياض'])
        combinations.push({ search, sort, status });

  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(AppProviders, { platform: fakePlatform(), queryClient: createQueryClient(), children });

  /** Every page the screen's hook shows, one after the other. */
  function screenRows(items: RowColumns, filter: QueueFilter): string[] {
    const shown: string[] = [];
    const { result, rerender, unmount } = renderHook(
      (page: number) => useQueueRows(items, { ...filter, page }),
      { initialProps: 0, wrapper },
    );
    for (let page = 0; page < result.current.pageCount; page++) {
      rerender(page);
      shown.push(...ids(result.current.rows));
    }
    unmount();
    return shown;
  }

  it('page by page, in every order, filter and search', async () => {
    await initI18n('en');
    // The status as the screen shows it, so a search by a status's label finds the same rows.
    const shownLabel = renderHook(useStatusLabel, { wrapper }).result.current;
    const list = answer(60);
    const items = columnsOf(list);
    // The screen's cache makes the second order by turning the first round, never by sorting again.
    orderOf(items, 'newest');
    for (const filter of combinations) {
      const expected = ids(queueRowsAsSeen(items, filter, shownLabel));
      expect(screenRows(items, filter), JSON.stringify(filter)).toEqual(expected);
    }
  });
});
