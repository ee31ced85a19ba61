// The queue's toolbar: search, All / Pending only, sort; on the queues the sidebar lists, Save view, or
// while a saved view shows, its menu instead. Changing the search, sort or filter leaves a saved view.
import { Button, Group } from '@mantine/core';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SavedViewMenu } from '@renderer/components/queue-views/saved-view-menu';
import type { QueueName } from '@renderer/lib/queue-views/queue-names';
import { savedViewHref } from '@renderer/lib/queue-views/saved-view-links';
import { isSavedViewQueue } from '@renderer/lib/queue-views/saved-views';
import type { QueueViewState } from '@renderer/lib/queue-views/use-queue-view';
import { useActiveView } from '../hooks/use-active-view';
import { QueueSearch } from './queue-search';
import { SaveViewDialog } from './save-view-dialog';
import { SortMenu } from './sort-menu';
import { StatusFilterControl } from './status-filter';

interface QueueToolbarProps {
  queue: QueueName;
  title: string;
  view: QueueViewState;
  searchRef: Ref<HTMLInputElement>;
}

export function QueueToolbar({ queue, title, view, searchRef }: QueueToolbarProps) {
  const { t } = useTranslation('queues');
  const navigate = useNavigate();
  const { active, leave } = useActiveView(queue, view);
  const [saving, setSaving] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const leaving =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (active) leave();
    };

  return (
    <Group justify="space-between" gap="sm" data-testid="queue-toolbar">
      <Group gap="sm">
        <QueueSearch value={view.search} onChange={leaving(view.setSearch)} inputRef={searchRef} />
        <StatusFilterControl value={view.status} onChange={leaving(view.setStatus)} />
      </Group>
      <Group gap="sm">
        <SortMenu value={view.sort} onChange={leaving(view.setSort)} />
        {isSavedViewQueue(queue) && (
          <>
            {active ? (
              <SavedViewMenu
                key={active.id}
                view={active}
                look="name"
                // Save view is back in its place once the view is gone.
                onDeleted={() => saveButton.current?.focus()}
                onSaveNew={() => setSaving(true)}
              />
            ) : (
              <Button ref={saveButton} variant="default" onClick={() => setSaving(true)}>
                {t('views.save')}
              </Button>
            )}
            <SaveViewDialog
              opened={saving}
              onClose={() => setSaving(false)}
              queue={queue}
              queueTitle={title}
              filter={view}
              // The saved view is the one shown now, and marked so in the sidebar.
              onSaved={(saved) => void navigate(savedViewHref(saved), { replace: true })}
            />
          </>
        )}
      </Group>
    </Group>
  );
}
