// A queue's saved views in the sidebar (and the narrow window's drawer), under the queue's entry: each
// a link that opens the queue with the view (marked aria-current while shown) and its menu (Rename…,
// Delete…). The collapsed sidebar leaves them out; expanding it shows them.
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SavedViewMenu } from '@renderer/components/queue-views/saved-view-menu';
import { ViewName } from '@renderer/components/queue-views/view-name';
import type { QueueName } from '@renderer/lib/queue-views/queue-names';
import { savedViewHref, viewIdOf } from '@renderer/lib/queue-views/saved-view-links';
import { viewsOf } from '@renderer/lib/queue-views/saved-views';
import { useQueueViews } from '@renderer/lib/queue-views/use-queue-view';
import classes from './saved-view-list.module.css';

interface SavedViewListProps {
  queue: QueueName;
  queueLabel: string;
  /** Where focus goes once a view is deleted from its menu (the queue's own entry). */
  onDeleted(): void;
  onDialogChange?(open: boolean): void;
}

export function SavedViewList({ queue, queueLabel, onDeleted, onDialogChange }: SavedViewListProps) {
  const { t } = useTranslation('layout');
  const { value } = useQueueViews();
  const shown = viewIdOf(useLocation(), queue);
  const views = viewsOf(value, queue);
  if (views.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={t('nav.savedViews', { queue: queueLabel })}>
      {views.map((view) => {
        const current = view.id === shown;
        return (
          <li key={view.id} className={classes.item}>
            <NavLink
              component={Link}
              to={savedViewHref(view)}
              label={<ViewName name={view.name} />}
              active={current}
              aria-current={current ? 'page' : undefined}
              py={6}
              className={classes.link}
              data-testid="saved-view-link"
            />
            <SavedViewMenu view={view} look="icon" onDeleted={onDeleted} onDialogChange={onDialogChange} />
          </li>
        );
      })}
    </ul>
  );
}
