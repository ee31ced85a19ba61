// Rows of one page: sorted once per order, the pending ones only under "Pending only", found by the
// search (the rows' search texts are made in short slices once the first rows show), then the visible
// page picked out. The rows are handled as indexes into the answer's columns until the page's ten are
// made; the first rows of an answer are picked without sorting them all (the orders are made in idle
// time after). Nothing is deferred: a keystroke, a new order or a page changes the rows in its own
// render (a search looks only where the last one found; both orders are ready), never a frame later.
import { useEffect, useMemo } from 'react';
import { normaliseSearch, pageCount, statusesFoundBy } from '@shared/domain/review-rows';
import { NO_ROWS, type RowColumns } from '@shared/domain/row-columns';
import { prepareDateFormat } from '@renderer/lib/format-date';
import { useStatusLabel } from '@renderer/lib/hooks/use-status-label';
import { useUiLanguage } from '@renderer/lib/i18n';
import type { QueueFilter } from '@renderer/lib/queue-views/queue-view';
import { prepareOrders, prepareSearch, queuePage, shownRow, statusesOf } from '../lib/row-cache';

export function useQueueRows(items: RowColumns | undefined, view: QueueFilter & { page: number }) {
  // Changes with the UI language, so a translated status is found in the language shown.
  const statusLabel = useStatusLabel();
  const { language } = useUiLanguage();
  // The Request Date's format is made while the answer is on its way, not before the first rows.
  useEffect(() => prepareDateFormat(language), [language]);
  const { search, sort, status, page: asked } = view;

  const rows = items ?? NO_ROWS;
  useEffect(() => prepareOrders(rows, sort), [rows, sort]);
  useEffect(() => prepareSearch(rows), [rows]);
  // Searching keeps the order, so typing never sorts again.
  const { indexes, total, page } = useMemo(() => {
    const needle = normaliseSearch(search);
    const found = needle ? statusesFoundBy(search, statusesOf(rows), statusLabel) : new Set<string>();
    return queuePage(rows, { sort, status, page: asked }, needle, found);
  }, [rows, sort, status, asked, search, statusLabel]);
  const visible = useMemo(() => Array.from(indexes, (index) => shownRow(rows, index)), [rows, indexes]);
  const shown = useMemo(() => ({ search, sort, status }), [search, sort, status]);

  return {
    rows: visible,
    total,
    page,
    pageCount: pageCount(total),
    /** What the rows shown were filtered and sorted by. */
    shown,
  };
}
