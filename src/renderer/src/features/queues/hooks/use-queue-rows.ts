// Rows of one page: sorted once per order, the pending ones only under "Pending only", filtered as
// the reviewer types (deferred, so the search box never waits for the table; the rows' search texts
// are made in short slices once the first rows show), then sliced to the visible page. A new order is
// not deferred: both orders are ready (the other one made in idle time), so the rows change in the
// click's own render, not a frame later behind the closing menu, after a render sliced between the
// menu's frames.
import { useDeferredValue, useEffect, useMemo } from 'react';
import {
  clampPage,
  filterRows,
  pageCount,
  pageRows,
  statusesFoundBy,
  type ReviewRow,
} from '@shared/domain/review-rows';
import { prepareDateFormat } from '@renderer/lib/format-date';
import { useStatusLabel } from '@renderer/lib/hooks/use-status-label';
import { useUiLanguage } from '@renderer/lib/i18n';
import { filterByStatus } from '@renderer/lib/queue-views/queue-rows';
import type { QueueFilter } from '@renderer/lib/queue-views/queue-view';
import { prepareOtherOrder, prepareSearch, sortedRows, statusesOf } from '../lib/row-cache';

const NO_ROWS: readonly ReviewRow[] = [];

export function useQueueRows(items: readonly ReviewRow[] | undefined, view: QueueFilter & { page: number }) {
  // Changes with the UI language, so a translated status is found in the language shown.
  const statusLabel = useStatusLabel();
  const { language } = useUiLanguage();
  // The Request Date's format is made while the answer is on its way, not before the first rows.
  useEffect(() => prepareDateFormat(language), [language]);
  const search = useDeferredValue(view.search);
  const { sort, status } = view;

  const rows = items ?? NO_ROWS;
  const ordered = useMemo(() => sortedRows(rows, sort), [rows, sort]);
  // Pending only keeps the order too; only the search is deferred.
  const kept = useMemo(() => filterByStatus(ordered, status), [ordered, status]);
  useEffect(() => prepareOtherOrder(rows, sort), [rows, sort]);
  useEffect(() => prepareSearch(rows), [rows]);
  // Filtering keeps the order, so typing never sorts again.
  const matching = useMemo(() => {
    const statusesFound = search ? statusesFoundBy(search, statusesOf(rows), statusLabel) : undefined;
    return filterRows(kept, search, statusesFound);
  }, [rows, kept, search, statusLabel]);
  const page = clampPage(view.page, matching.length);
  const visible = useMemo(() => pageRows(matching, page), [matching, page]);

  return {
    rows: visible,
    total: matching.length,
    page,
    pageCount: pageCount(matching.length),
    /** What the rows shown were filtered and sorted by; behind the box while a deferred render waits. */
    shown: { search, sort, status },
    stale: search !== view.search,
  };
}
