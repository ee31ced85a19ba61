// The queue's toolbar: search, All / Pending only, sort; on the queues the sidebar lists, Save view, or
// while a saved view shows, its menu instead. Changing the search, sort or filter leaves a saved view.
import { Button, Group } from '@mantine/core';
import { useCallback, useRef, useState, type Ref } from 'react';
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
  // Stable from one keystroke to the next, so the status filter and the sort menu are not drawn again.
  const leaving = active !== undefined;
  const onSearch = useThenLeave(view.setSearch, leaving, leave);
  const onStatus = useThenLeave(view.setStatus, leaving, leave);
  const onSort = useThenLeave(view.setSort, leaving, leave);

  return (
    <Group justify="space-between" gap="sm" data-testid="queue-toolbar">
      <Group gap="sm">
        <QueueSearch value={view.search} onChange={onSearch} inputRef={searchRef} />
        <StatusFilterControl value={view.status} onChange={onStatus} />
      </Group>
      <Group gap="sm">
        <SortMenu value={view.sort} onChange={onSort} />
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

/** `set`, then out of the saved view shown (if one is). */
function useThenLeave<T>(set: (value: T) => void, leaving: boolean, leave: () => void) {
  return useCallback(
    (value: T) => {
      set(value);
      if (leaving) leave();
    },
    [set, leaving, leave],
  );
}
