// A queue's rows as the reviewer sees them: in the view's order, only the pending ones under
// "Pending only", and only those the search finds (by the status as shown too). The queue screen
// gets the same rows through its caches (features/queues/lib/row-cache.ts).
import { filterRows, sortRows, statusesFoundBy, type ReviewRow } from '@shared/domain/review-rows';
import { isPending } from '@shared/domain/review-status';
import type { QueueFilter, StatusFilter } from './queue-view';

/** The rows a status filter keeps, in their order. */
export function filterByStatus<T extends ReviewRow>(rows: readonly T[], status: StatusFilter): readonly T[] {
  return status === 'pending' ? rows.filter((row) => isPending(row.status)) : rows;
}

/**
 * Every row of the list answer the queue shows with this search, sort and status filter, in the order
 * shown (all pages). `statusLabel` is the status as shown in the UI language (useStatusLabel).
 */
export function queueRowsAsSeen<T extends ReviewRow>(
  rows: readonly T[],
  view: QueueFilter,
  statusLabel: (status: string) => string,
): readonly T[] {
  const statuses = new Set(rows.map((row) => row.status));
  const kept = filterByStatus(sortRows(rows, view.sort), view.status);
  return filterRows(kept, view.search, statusesFoundBy(view.search, statuses, statusLabel));
}
