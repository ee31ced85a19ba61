// A queue's current view as the reviewer set it: search, sort and page for this session (the store),
// the status filter from their `queue-views` document, remembered across restarts.
import { useCallback, useMemo } from 'react';
import type { SortOrder } from '@shared/domain/review-rows';
import { useDraftOwner } from '../api/reviewer-profile';
import { useLocalDocument } from '../hooks/use-local-document';
import type { QueueName } from './queue-names';
import type { QueueFilter, QueueView, StatusFilter } from './queue-view';
import { useQueueViewStore } from './queue-view-store';
import { queueViewsDocument, withStatusFilter } from './saved-views';

export interface QueueViewState extends QueueView {
  /** False while the reviewer's remembered status filter is being read: the rows wait for it. */
  ready: boolean;
  setSearch(search: string): void;
  setSort(sort: SortOrder): void;
  setStatus(status: StatusFilter): void;
  setPage(page: number): void;
  /** Shows a saved view's search, sort and status filter, from the first page. */
  apply(filter: QueueFilter): void;
}

/** The reviewer's saved views and status filters (lib/queue-views/saved-views.ts), and a way to change them. */
export function useQueueViews() {
  const document = useLocalDocument(queueViewsDocument);
  const owner = useDraftOwner();
  // A document that could not be read counts as empty.
  return { ...document, ready: document.loaded || document.failed || owner === null };
}

export function useQueueView(queue: QueueName): QueueViewState {
  const session = useQueueViewStore((state) => state.views[queue]);
  const store = useQueueViewStore.getState;
  const { value, ready, change } = useQueueViews();
  const status = value.status[queue] ?? 'all';
  const setStatus = useCallback(
    (next: StatusFilter) => {
      // The rows follow the document as soon as it is changed; it is written behind (and says so if
      // it cannot be).
      store().setPage(queue, 0);
      change((current) => withStatusFilter(current, queue, next)).catch(() => undefined);
    },
    [queue, change, store],
  );
  // The same functions from one keystroke to the next, so the parts of a screen that only change
  // the view (the status filter, the sort menu, the pager) are not drawn again for a search.
  const setSearch = useCallback((search: string) => store().setSearch(queue, search), [queue, store]);
  const setSort = useCallback((sort: SortOrder) => store().setSort(queue, sort), [queue, store]);
  const setPage = useCallback((page: number) => store().setPage(queue, page), [queue, store]);
  const apply = useCallback(
    (filter: QueueFilter) => {
      store().apply(queue, filter);
      if (filter.status !== status) setStatus(filter.status);
    },
    [queue, store, status, setStatus],
  );
  return useMemo(
    () => ({ ...session, status, ready, setSearch, setSort, setPage, setStatus, apply }),
    [session, status, ready, setSearch, setSort, setPage, setStatus, apply],
  );
}
