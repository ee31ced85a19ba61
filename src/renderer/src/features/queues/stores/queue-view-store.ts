// Search text, sort order and page of each queue live outside the screens, so they survive going
// into a review and coming back.
import { create } from 'zustand';
import type { SortOrder } from '@shared/domain/review-rows';
import type { QueueName } from '../lib/queue-names';

export interface QueueView {
  search: string;
  sort: SortOrder;
  /** Page index, from 0. */
  page: number;
}

export const INITIAL_QUEUE_VIEW: QueueView = { search: '', sort: 'newest', page: 0 };

interface QueueViewState {
  views: Record<QueueName, QueueView>;
  setSearch(queue: QueueName, search: string): void;
  setSort(queue: QueueName, sort: SortOrder): void;
  setPage(queue: QueueName, page: number): void;
  reset(): void;
}

const initialViews = (): Record<QueueName, QueueView> => ({
  agencies: INITIAL_QUEUE_VIEW,
  updatedProfiles: INITIAL_QUEUE_VIEW,
  rereviewRequests: INITIAL_QUEUE_VIEW,
});

export const useQueueViewStore = create<QueueViewState>()((set) => {
  const update = (queue: QueueName, change: Partial<QueueView>) =>
    set((state) => ({ views: { ...state.views, [queue]: { ...state.views[queue], ...change } } }));
  return {
    views: initialViews(),
    // A new search or order starts again from the first page.
    setSearch: (queue, search) => update(queue, { search, page: 0 }),
    setSort: (queue, sort) => update(queue, { sort, page: 0 }),
    setPage: (queue, page) => update(queue, { page }),
    reset: () => set({ views: initialViews() }),
  };
});

export function useQueueView(queue: QueueName) {
  const view = useQueueViewStore((state) => state.views[queue]);
  const setSearch = useQueueViewStore((state) => state.setSearch);
  const setSort = useQueueViewStore((state) => state.setSort);
  const setPage = useQueueViewStore((state) => state.setPage);
  return {
    ...view,
    setSearch: (search: string) => setSearch(queue, search),
    setSort: (sort: SortOrder) => setSort(queue, sort),
    setPage: (page: number) => setPage(queue, page),
  };
}
