// What a queue shows: its search, sort order, status filter and page, as the reviewer set them.
import { SORT_ORDER_NAMES, type SortOrder } from '@shared/domain/review-rows';

/** Every review, or only the pending ones ("Pending only"). */
export const STATUS_FILTERS = ['all', 'pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  typeof value === 'string' && (STATUS_FILTERS as readonly string[]).includes(value);

export const isSortOrder = (value: unknown): value is SortOrder =>
  typeof value === 'string' && (SORT_ORDER_NAMES as readonly string[]).includes(value);

/** Which rows a queue shows and in what order (a saved view keeps exactly this). */
export interface QueueFilter {
  search: string;
  sort: SortOrder;
  status: StatusFilter;
}

export interface QueueView extends QueueFilter {
  /** Page index, from 0. */
  page: number;
}

export const INITIAL_QUEUE_VIEW: QueueView = { search: '', sort: 'newest', status: 'all', page: 0 };
