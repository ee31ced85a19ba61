// A queue's rows as the reviewer sees them: in the view's order, only the pending ones under
// "Pending only", and only those the search finds (by the status as shown too). The queue screen
// gets the same rows through its caches (features/queues/lib/row-cache.ts).
import {
  normaliseSearch,
  searchTextOfParts,
  sortedIndexes,
  statusesFoundBy,
} from '@shared/domain/review-rows';
import { isPending } from '@shared/domain/review-status';
import { placeAt, statusAt, type RowColumns } from '@shared/domain/row-columns';
import type { QueueFilter } from './queue-view';

/**
 * Every row of the list answer the queue shows with this search, sort and status filter, in the order
 * shown (all pages), as indexes into the answer's columns. `statusLabel` is the status as shown in the
 * UI language (useStatusLabel). Only the rows it keeps are looked at for the search.
 */
export function queueIndexesAsSeen(
  rows: RowColumns,
  view: QueueFilter,
  statusLabel: (status: string) => string,
): number[] {
  const needle = normaliseSearch(view.search);
  const found = statusesFoundBy(view.search, rows.statuses.values, statusLabel);
  const shown: number[] = [];
  for (const index of sortedIndexes(rows.times, view.sort)) {
    const status = statusAt(rows, index);
    if (view.status === 'pending' && !isPending(status)) continue;
    if (
      needle &&
      !found.has(status) &&
      !searchTextOfParts(rows.names[index], rows.emails[index], placeAt(rows, index)).includes(needle)
    )
      continue;
    shown.push(index);
  }
  return shown;
}
