// The row J and K selected in each queue, kept while the reviewer opens its review and comes back, so
// the next J goes on from there.
import { create } from 'zustand';
import type { QueueName } from '@renderer/lib/queue-views/queue-names';

interface RowSelectionState {
  selected: Partial<Record<QueueName, string | null>>;
  select(queue: QueueName, key: string | null): void;
}

export const useRowSelectionStore = create<RowSelectionState>()((set) => ({
  selected: {},
  select: (queue, key) => set((state) => ({ selected: { ...state.selected, [queue]: key } })),
}));
