// Sorting 100,000 rows runs once per answer and order, even when a queue screen unmounts and mounts
// again (the second order is the first one turned round, never a second sort); the answer's
// statuses are gathered once.
import { reverseOrder, sortRows, type ReviewRow, type SortOrder } from '@shared/domain/review-rows';

const statuses = new WeakMap<readonly ReviewRow[], string[]>();
const sorted = new WeakMap<readonly ReviewRow[], Partial<Record<SortOrder, ReviewRow[]>>>();

export function sortedRows(rows: readonly ReviewRow[], order: SortOrder): ReviewRow[] {
  let byOrder = sorted.get(rows);
  if (!byOrder) sorted.set(rows, (byOrder = {}));
  let result = byOrder[order];
  if (!result) {
    const other = byOrder[order === 'newest' ? 'oldest' : 'newest'];
    result = byOrder[order] = other ? reverseOrder(other) : sortRows(rows, order);
  }
  return result;
}

/** The distinct statuses of an answer's rows. */
export function statusesOf(rows: readonly ReviewRow[]): string[] {
  let result = statuses.get(rows);
  if (!result) statuses.set(rows, (result = [...new Set(rows.map((row) => row.status))]));
  return result;
}
