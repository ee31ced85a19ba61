// The reviewer's saved queue views and each queue's status filter, kept on this machine (local
// document `queue-views`). A saved view is a named search + sort + status filter of one queue.
import type { LocalDocumentSpec } from '../local-data/local-documents';
import { isQueueName, type QueueName } from './queue-names';
import { isSortOrder, isStatusFilter, type QueueFilter, type StatusFilter } from './queue-view';

/** The queues listed in the sidebar, whose views it lists under them. */
export const SAVED_VIEW_QUEUES = ['agencies', 'updatedProfiles'] as const satisfies readonly QueueName[];
export type SavedViewQueue = (typeof SAVED_VIEW_QUEUES)[number];

export const MAX_VIEW_NAME_LENGTH = 60;
export const MAX_VIEWS_PER_QUEUE = 20;
/** A longer search is not kept in a view (so every view of both queues fits the document's limit). */
export const MAX_SAVED_SEARCH_LENGTH = 200;

export interface SavedView extends QueueFilter {
  /** Stable across renames, local to this machine. */
  id: string;
  queue: SavedViewQueue;
  name: string;
}

export interface QueueViews {
  /** Each queue's status filter; a queue not named shows every review. */
  status: Partial<Record<QueueName, StatusFilter>>;
  /** In the order saved. */
  saved: SavedView[];
}

export const EMPTY_QUEUE_VIEWS: QueueViews = { status: {}, saved: [] };

export const isSavedViewQueue = (value: unknown): value is SavedViewQueue =>
  typeof value === 'string' && (SAVED_VIEW_QUEUES as readonly string[]).includes(value);

const length = (text: string) => [...text].length;
// eslint-disable-next-line no-control-regex -- a name is one line of visible text
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A name as kept: one line (a pasted tab or line break is a space), without surrounding spaces. */
export const cleanViewName = (name: string) => name.replace(CONTROLS, ' ').trim();

/** Names compare ignoring case and Unicode form: "Nile" and "NILE" are the same view. */
export const foldViewName = (name: string) => cleanViewName(name).normalize('NFKC').toLowerCase();

export type ViewNameProblem = 'empty' | 'tooLong' | 'taken';

/** What is wrong with a view's name among its queue's views (`except` being renamed), if anything. */
export function viewNameProblem(
  views: QueueViews,
  queue: SavedViewQueue,
  name: string,
  except?: string,
): ViewNameProblem | null {
  const trimmed = cleanViewName(name);
  if (!trimmed) return 'empty';
  if (length(trimmed) > MAX_VIEW_NAME_LENGTH) return 'tooLong';
  const folded = foldViewName(trimmed);
  const taken = views.saved.some(
    (view) => view.queue === queue && view.id !== except && foldViewName(view.name) === folded,
  );
  return taken ? 'taken' : null;
}

/** The queue's view of this name (ignoring case), which saving under that name replaces. */
export const viewNamed = (views: QueueViews, queue: SavedViewQueue, name: string) =>
  views.saved.find((view) => view.queue === queue && foldViewName(view.name) === foldViewName(name));

export const viewsOf = (views: QueueViews, queue: QueueName) =>
  views.saved.filter((view) => view.queue === queue);

const newId = () => globalThis.crypto.randomUUID();

/**
 * Saves the filter as the queue's view of this name: a new view, or the one of the same name
 * (ignoring case) replaced, keeping its id and place. Throws on a bad name or a full queue.
 */
export function withSavedView(
  current: QueueViews,
  queue: SavedViewQueue,
  name: string,
  filter: QueueFilter,
): { views: QueueViews; view: SavedView } {
  const problem = viewNameProblem(current, queue, name);
  if (problem && problem !== 'taken') throw new RangeError(`Bad view name: ${problem}`);
  if (length(filter.search) > MAX_SAVED_SEARCH_LENGTH) throw new RangeError('Search too long to save');
  const existing = viewNamed(current, queue, name);
  const { search, sort, status } = filter;
  const view: SavedView = {
    id: existing?.id ?? newId(),
    queue,
    name: cleanViewName(name),
    search,
    sort,
    status,
  };
  if (existing)
    return {
      views: { ...current, saved: current.saved.map((old) => (old === existing ? view : old)) },
      view,
    };
  if (viewsOf(current, queue).length >= MAX_VIEWS_PER_QUEUE)
    throw new RangeError(`At most ${MAX_VIEWS_PER_QUEUE} views per queue`);
  return { views: { ...current, saved: [...current.saved, view] }, view };
}

/** Renames a view; throws on a bad or taken name. A view that is gone stays gone. */
export function withRenamedView(current: QueueViews, id: string, name: string): QueueViews {
  const view = current.saved.find((saved) => saved.id === id);
  if (!view) return current;
  const problem = viewNameProblem(current, view.queue, name, id);
  if (problem) throw new RangeError(`Bad view name: ${problem}`);
  return {
    ...current,
    saved: current.saved.map((old) => (old === view ? { ...old, name: cleanViewName(name) } : old)),
  };
}

export const withoutView = (current: QueueViews, id: string): QueueViews => ({
  ...current,
  saved: current.saved.filter((view) => view.id !== id),
});

export const withStatusFilter = (
  current: QueueViews,
  queue: QueueName,
  status: StatusFilter,
): QueueViews => ({
  ...current,
  status: { ...current.status, [queue]: status },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One stored view, or null when any part of it cannot be read as a view. */
function readView(stored: unknown): SavedView | null {
  if (!isRecord(stored)) return null;
  const { id, queue, name, search, sort, status } = stored;
  if (typeof id !== 'string' || !id || !isSavedViewQueue(queue)) return null;
  if (typeof name !== 'string' || name !== cleanViewName(name) || !name) return null;
  if (length(name) > MAX_VIEW_NAME_LENGTH) return null;
  if (typeof search !== 'string' || length(search) > MAX_SAVED_SEARCH_LENGTH) return null;
  if (!isSortOrder(sort) || !isStatusFilter(status)) return null;
  return { id, queue, name, search, sort, status };
}

/** Reads a stored document leniently: a view that cannot be read, repeats a name or overfills its queue is dropped. */
export function readQueueViews(stored: unknown): QueueViews {
  if (!isRecord(stored)) return EMPTY_QUEUE_VIEWS;
  const status: QueueViews['status'] = {};
  if (isRecord(stored.status)) {
    for (const [queue, filter] of Object.entries(stored.status)) {
      if (isQueueName(queue) && isStatusFilter(filter)) status[queue] = filter;
    }
  }
  const saved: SavedView[] = [];
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const item of Array.isArray(stored.saved) ? stored.saved : []) {
    const view = readView(item);
    if (!view || ids.has(view.id)) continue;
    const name = `${view.queue}\u0000${foldViewName(view.name)}`;
    if (names.has(name) || viewsOf({ status, saved }, view.queue).length >= MAX_VIEWS_PER_QUEUE) continue;
    ids.add(view.id);
    names.add(name);
    saved.push(view);
  }
  return { status, saved };
}

export const queueViewsDocument: LocalDocumentSpec<QueueViews> = {
  document: 'queue-views',
  parse: readQueueViews,
  empty: EMPTY_QUEUE_VIEWS,
};
