// The saved view a queue shows, named by `?view=<id>`: opening one (from the sidebar, or back and
// forward) shows its search, sort and status filter from the first page; a view that is gone is
// dropped from the address. Changing the search, sort or filter leaves the view (the view itself
// changes only when saved again).
import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { QueueName } from '@renderer/lib/queue-views/queue-names';
import { VIEW_PARAM } from '@renderer/lib/queue-views/saved-view-links';
import { viewsOf, type SavedView } from '@renderer/lib/queue-views/saved-views';
import { useQueueViews, type QueueViewState } from '@renderer/lib/queue-views/use-queue-view';

const sameFilter = (view: QueueViewState, saved: SavedView) =>
  view.search === saved.search && view.sort === saved.sort && view.status === saved.status;

export function useActiveView(queue: QueueName, view: QueueViewState) {
  const { key } = useLocation();
  const [params, setParams] = useSearchParams();
  const { value, ready } = useQueueViews();
  const id = params.get(VIEW_PARAM);
  const active = id === null ? undefined : viewsOf(value, queue).find((saved) => saved.id === id);

  const leave = useCallback(
    () =>
      setParams(
        (current) => {
          current.delete(VIEW_PARAM);
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Before paint, so the view's rows show at once rather than the queue's previous ones first.
  useLayoutEffect(() => {
    if (!ready || id === null) return;
    if (!active) leave();
    else if (!sameFilter(view, active)) view.apply(active);
    // Once per arrival at the address, not again while it shows (the reviewer's changes leave it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, id, ready, active === undefined]);

  return { active, leave };
}
