// "Save view": names the queue's search, order and status filter; a name the queue already has
// (ignoring case) replaces that view, after saying so.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@renderer/lib/bidi';
import { notifySuccess } from '@renderer/lib/notify';
import type { QueueFilter } from '@renderer/lib/queue-views/queue-view';
import {
  MAX_SAVED_SEARCH_LENGTH,
  MAX_VIEWS_PER_QUEUE,
  viewNamed,
  viewsOf,
  withSavedView,
  type SavedView,
  type SavedViewQueue,
} from '@renderer/lib/queue-views/saved-views';
import { useQueueViews } from '@renderer/lib/queue-views/use-queue-view';
import { useViewNameProblem } from '@renderer/components/queue-views/use-view-name-problem';
import { ViewNameDialog } from '@renderer/components/queue-views/view-name-dialog';

interface SaveViewDialogProps {
  opened: boolean;
  onClose(): void;
  queue: SavedViewQueue;
  /** The queue's title, where the sidebar lists the view. */
  queueTitle: string;
  filter: QueueFilter;
  onSaved(view: SavedView): void;
}

function SaveViewDialogContent({ opened, onClose, queue, queueTitle, filter, onSaved }: SaveViewDialogProps) {
  const { t } = useTranslation('queues');
  const { value, change } = useQueueViews();
  const nameProblem = useViewNameProblem(queue);
  const replaced = (name: string) => viewNamed(value, queue, name);
  const full = viewsOf(value, queue).length >= MAX_VIEWS_PER_QUEUE;

  const problem = (name: string) => {
    const named = nameProblem(name);
    // A taken name is no problem: the view of that name is replaced.
    if (named && !replaced(name)) return named;
    if ([...filter.search].length > MAX_SAVED_SEARCH_LENGTH)
      return t('views.errors.searchTooLong', { max: MAX_SAVED_SEARCH_LENGTH });
    if (full && !replaced(name)) return t('views.errors.full', { max: MAX_VIEWS_PER_QUEUE });
    return null;
  };
  const save = async (name: string) => {
    const views = await change((current) => withSavedView(current, queue, name, filter).views);
    const saved = viewNamed(views, queue, name);
    if (!saved) return;
    notifySuccess(undefined, t('views.saved', { name: isolate(saved.name) }));
    onSaved(saved);
  };

  const summary = t('views.summary', {
    search: filter.search.trim() ? isolate(`“${filter.search.trim()}”`) : t('views.noSearch'),
    sort: t(`sort.${filter.sort}`),
    status: t(`statusFilter.${filter.status}`),
  });
  return (
    <ViewNameDialog
      opened={opened}
      onClose={onClose}
      title={t('views.saveTitle')}
      description={
        <>
          {t('views.saveDescription', { queue: queueTitle })}
          <br />
          <span data-testid="save-view-summary">{summary}</span>
        </>
      }
      submitLabel={(name) => (replaced(name) ? t('views.replaceButton') : t('views.saveButton'))}
      problem={problem}
      note={(name) => {
        const view = replaced(name);
        return view ? t('views.replaces', { name: isolate(view.name) }) : null;
      }}
      onSubmit={save}
    />
  );
}

/** Closed, it is not drawn again as the reviewer types: it shows what it saves only once it opens. */
export const SaveViewDialog = memo(SaveViewDialogContent, (before, after) => !before.opened && !after.opened);
