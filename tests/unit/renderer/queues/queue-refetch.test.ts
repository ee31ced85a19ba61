// A refetch that answers the same rows keeps the list read before (and with it the orders and search
// texts the screen made for it); rows on the page are the same objects while they stay on it.
import { describe, expect, it } from 'vitest';
import { reviewListSchema } from '@shared/api/review-list';
import { rowAt } from '@shared/domain/row-columns';
import { shownRow } from '@renderer/features/queues/lib/row-cache';
import { agencyReviewsQueryOptions, keepSameList } from '@renderer/lib/api/queue-lists';
import { createQueryClient } from '@renderer/lib/query-client';
import type { Transport } from '@renderer/lib/platform/platform';
import { item } from './render-queue';

/** The hex ids a database gives, which the columns pack. */
const hexItem = (n: number, status = 'pending') => {
  const base = item(n, status, 1 + (n % 9));
  return {
    ...base,
    _id: n.toString(16).padStart(24, '0'),
    agencyId: { ...base.agencyId, _id: (n + 1000).toString(16).padStart(24, 'a') },
  };
};
const answer = (statuses: string[], extra: unknown[] = []) =>
  reviewListSchema.parse([...statuses.map((status, n) => hexItem(n, status)), ...extra]);

describe('a list fetched again', () => {
  it('is the list read before when every row is the same', () => {
    const before = answer(['pending', 'completed', 'pending']);
    expect(keepSameList(before, answer(['pending', 'completed', 'pending']))).toBe(before);
    expect(keepSameList(undefined, before)).toBe(before);
  });

  it('is the new list when a row changed, and keeps the rows when only the rows left out did', () => {
    const before = answer(['pending', 'completed', 'pending']);
    const changed = answer(['pending', 'completed', 'in progress']);
    expect((keepSameList(before, changed) as typeof changed).items).toBe(changed.items);
    const more = answer(['pending', 'completed', 'pending'], [null]);
    const kept = keepSameList(before, more) as typeof more;
    expect(kept.items).toBe(before.items);
    expect(kept.skipped).toEqual([{ index: 3 }]);
  });

  it('keeps the list read before through the queue query itself', async () => {
    const queryClient = createQueryClient();
    const transport = {
      call: async () => answer(['pending', 'completed']),
      onAuthError: () => () => {},
    } as unknown as Transport;
    const options = { ...agencyReviewsQueryOptions(transport), staleTime: 0 };
    await queryClient.fetchQuery(options);
    const first = queryClient.getQueryData(options.queryKey);
    await queryClient.fetchQuery(options);
    expect(first?.items.length).toBe(2);
    expect(queryClient.getQueryData(options.queryKey)).toBe(first);
  });
});

describe('a row on the page', () => {
  it('is the same object each time it is shown, and always the row asked for', () => {
    const { items } = answer(Array.from({ length: 1200 }, (_, n) => (n % 3 ? 'pending' : 'completed')));
    const row = shownRow(items, 7);
    expect(row).toEqual(rowAt(items, 7));
    expect(shownRow(items, 7)).toBe(row);
    // However many rows were shown since, each is the row at its index.
    for (let index = 0; index < items.length; index++)
      expect(shownRow(items, index)).toEqual(rowAt(items, index));
    expect(shownRow(items, 1199).reviewerId).toBe((1199).toString(16).padStart(24, '0'));
  });

  it('stays the same object when the rows kept turn over in the middle of its page', () => {
    const { items } = answer(Array.from({ length: 1200 }, () => 'pending'));
    for (let index = 0; index < 499; index++) shownRow(items, index);
    const page = Array.from({ length: 10 }, (_, at) => shownRow(items, 499 + at));
    page.forEach((row, at) => expect(shownRow(items, 499 + at)).toBe(row));
  });
});
