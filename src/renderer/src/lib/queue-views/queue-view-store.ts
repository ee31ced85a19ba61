// Search text, sort order and page of each queue live outside the screens, so they survive going
// into a review and coming back. The status filter is remembered across restarts instead, in the
// reviewer's `queue-views` document (use-queue-view.ts puts the two together).
import { create } from 'zustand';
import type { SortOrder } from '@shared/domain/review-rows';
import type { QueueName } from './queue-names';
import { INITIAL_QUEUE_VIEW, type QueueView } from './queue-view';

export type SessionQueueView = Omit<QueueView, 'status'>;

interface QueueViewState {
  views: Record<QueueName, SessionQueueView>;
  setSearch(queue: QueueName, search: string): void;
  setSort(queue: QueueName, sort: SortOrder): void;
  setPage(queue: QueueName, page: number): void;
  /** A saved view's search and order, from the first page. */
  apply(queue: QueueName, view: { search: string; sort: SortOrder }): void;
  reset(): void;
}

const { search, sort, page } = INITIAL_QUEUE_VIEW;
const INITIAL: SessionQueueView = { search, sort, page };

const initialViews = (): Record<QueueName, SessionQueueView> => ({
  agencies: INITIAL,
  updatedProfiles: INITIAL,
  rereviewRequests: INITIAL,
});

export const useQueueViewStore = create<QueueViewState>()((set) => {
  const update = (queue: QueueName, change: Partial<SessionQueueView>) =>
    set((state) => ({ views: { ...state.views, [queue]: { ...state.views[queue], ...change } } }));
  return {
    views: initialViews(),
    // A new search or order starts again from the first page.
    setSearch: (queue, search) => update(queue, { search, page: 0 }),
    setSort: (queue, sort) => update(queue, { sort, page: 0 }),
    setPage: (queue, page) => update(queue, { page }),
    apply: (queue, view) => update(queue, { search: view.search, sort: view.sort, page: 0 }),
    reset: () => set({ views: initialViews() }),
  };
});
