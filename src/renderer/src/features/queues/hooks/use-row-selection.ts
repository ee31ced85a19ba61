// The row J and K select on a queue's page: kept by key, so it follows the row through a new search
// or order while the row is still shown, and is cleared once the row is gone.
import { useEffect, useMemo, useState } from 'react';
import type { ReviewRow } from '@shared/domain/review-rows';
import type { QueueName } from '@renderer/lib/queue-views/queue-names';
import { moveCursor } from '../lib/row-cursor';
import { useRowSelectionStore } from '../stores/row-selection-store';

interface Pager {
  page: number;
  pageCount: number;
  setPage(page: number): void;
  /** The rows are not there yet: keep what was selected. */
  loading: boolean;
}

export function useRowSelection(queue: QueueName, rows: readonly ReviewRow[], pager: Pager) {
  const { page, pageCount, setPage, loading } = pager;
  const stored = useRowSelectionStore((state) => state.selected[queue] ?? null);
  const select = useRowSelectionStore((state) => state.select);
  // J past the last row: the page to turn to, and which of its rows to select once it shows.
  const [turning, setTurning] = useState<{ page: number; edge: 'first' | 'last' } | null>(null);
  const keys = useMemo(() => rows.map((row) => row.reviewerId), [rows]);
  const selected = stored !== null && keys.includes(stored) ? stored : null;

  useEffect(() => {
    if (loading) return;
    if (turning) {
      if (turning.page !== page) return;
      setTurning(null);
      if (keys.length > 0) select(queue, turning.edge === 'first' ? keys[0] : keys[keys.length - 1]);
    } else if (stored !== null && selected === null) {
      select(queue, null);
    }
  }, [loading, turning, page, keys, stored, selected, queue, select]);

  const move = (step: 1 | -1) => {
    const next = moveCursor({ keys, selected, page, pageCount }, step);
    if (next.kind === 'select') select(queue, next.key);
    if (next.kind === 'page') {
      setTurning({ page: next.page, edge: next.edge });
      setPage(next.page);
    }
  };
  return { selected, move };
}
