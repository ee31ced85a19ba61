// Rows of one page: mapped once, sorted once per order, filtered as the reviewer types (deferred, so
// the search box never waits for the table), then sliced to the visible page.
import { useDeferredValue, useMemo } from 'react';
import type { ReviewListItem } from '@shared/api/schemas';
import { clampPage, filterRows, pageCount, pageRows, type SortOrder } from '@shared/domain/review-rows';
import { useUiLanguage } from '@renderer/lib/i18n';
import { mapRows, searchableRows, sortedRows } from '../lib/row-cache';
import { useStatusLabel } from './use-status-label';

const NO_ITEMS: readonly ReviewListItem[] = [];

export function useQueueRows(
  items: readonly ReviewListItem[] | undefined,
  view: { search: string; sort: SortOrder; page: number },
) {
  const { language } = useUiLanguage();
  const statusLabel = useStatusLabel();
  const search = useDeferredValue(view.search);
  const sort = useDeferredValue(view.sort);

  const entries = useMemo(
    () => searchableRows(mapRows(items ?? NO_ITEMS), language, statusLabel),
    [items, language, statusLabel],
  );
  const ordered = useMemo(() => sortedRows(entries, sort), [entries, sort]);
  // Filtering keeps the order, so typing never sorts again.
  const matching = useMemo(() => filterRows(ordered, search), [ordered, search]);
  const page = clampPage(view.page, matching.length);
  const visible = useMemo(() => pageRows(matching, page).map((entry) => entry.row), [matching, page]);

  return {
    rows: visible,
    total: matching.length,
    page,
    pageCount: pageCount(matching.length),
    /** What the rows shown were filtered and sorted by; behind the box while a deferred render waits. */
    shown: { search, sort },
    stale: search !== view.search || sort !== view.sort,
  };
}
