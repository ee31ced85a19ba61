// A saved view opens its queue with `?view=<id>`, so back and forward go through views as through
// any page, and the queue screen knows which view it shows.
import { paths } from '../paths';
import type { QueueName } from './queue-names';
import type { SavedView } from './saved-views';

export const VIEW_PARAM = 'view';

export const savedViewHref = (view: Pick<SavedView, 'id' | 'queue'>) =>
  `${paths[view.queue].getHref()}?${new URLSearchParams({ [VIEW_PARAM]: view.id })}`;

/** The queue a path shows, if it is a queue's. */
export function queueOfPath(pathname: string): QueueName | null {
  if (pathname === paths.agencies.path) return 'agencies';
  if (pathname === paths.updatedProfiles.path) return 'updatedProfiles';
  if (pathname === paths.rereviewRequests.path) return 'rereviewRequests';
  return null;
}

/** The saved view a location shows: its queue's path with `?view=<id>`. */
export function viewIdOf(location: { pathname: string; search: string }, queue: QueueName): string | null {
  if (queueOfPath(location.pathname) !== queue) return null;
  return new URLSearchParams(location.search).get(VIEW_PARAM);
}
