// A saved view's menu: Rename… and Delete…, each in a dialog. Beside the view in the sidebar (an
// icon button named after the view) and in the queue's toolbar while the view is shown (its name, and
// there "Save as a new view…" too).
import { ActionIcon, Button, Menu } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@renderer/lib/bidi';
import { notifySuccess } from '@renderer/lib/notify';
import { withRenamedView, withoutView, type SavedView } from '@renderer/lib/queue-views/saved-views';
import { useQueueViews } from '@renderer/lib/queue-views/use-queue-view';
import { Icon } from '../icons';
import { DeleteViewDialog } from './delete-view-dialog';
import { useViewNameProblem } from './use-view-name-problem';
import classes from './saved-view-menu.module.css';
import { ViewName } from './view-name';
import { ViewNameDialog } from './view-name-dialog';

interface SavedViewMenuProps {
  view: SavedView;
  look: 'icon' | 'name';
  /** After the view is deleted, when its menu's button is gone: where focus goes. */
  onDeleted?(): void;
  /** Told while one of the menu's dialogs is open (a drawer around it leaves Esc to the dialog). */
  onDialogChange?(open: boolean): void;
  /** Offers to save what the queue shows under another name. */
  onSaveNew?(): void;
}

const IconDots = () => (
  <Icon>
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
  </Icon>
);

const IconChevronDown = () => (
  <Icon size={16}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

// Esc in the menu closes the menu only, not a drawer around it (Mantine's modals leave a key alone
// whose target says so).
const escClosesMenuOnly = { 'data-mantine-stop-propagation': true };

export function SavedViewMenu({ view, look, onDeleted, onDialogChange, onSaveNew }: SavedViewMenuProps) {
  const { t } = useTranslation('queues');
  const { change } = useQueueViews();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const problem = useViewNameProblem(view.queue, view.id);
  useEffect(() => onDialogChange?.(dialog !== null), [dialog, onDialogChange]);
  const name = isolate(view.name);

  const rename = async (next: string) => {
    await change((current) => withRenamedView(current, view.id, next));
    notifySuccess(undefined, t('views.renamed', { name: isolate(next.trim()) }));
  };
  const remove = async () => {
    await change((current) => withoutView(current, view.id));
    notifySuccess(undefined, t('views.deleted', { name }));
    onDeleted?.();
  };

  return (
    <>
      <Menu
        position="bottom-end"
        withInitialFocusPlaceholder={false}
        // The sidebar is fixed, so its button never scrolls away from the menu.
        hideDetached={look === 'name'}
      >
        <Menu.Target>
          {look === 'icon' ? (
            <ActionIcon variant="subtle" color="gray" aria-label={t('views.options', { name })}>
              <IconDots />
            </ActionIcon>
          ) : (
            <Button variant="light" maw={220} rightSection={<IconChevronDown />} data-testid="active-view">
              <span className={classes.active}>
                {/* The space names the button "View: name"; the gap draws it. */}
                {t('views.active')} <ViewName name={view.name} />
              </span>
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown {...escClosesMenuOnly}>
          <Menu.Item onClick={() => setDialog('rename')} data-autofocus {...escClosesMenuOnly}>
            {t('views.rename')}
          </Menu.Item>
          <Menu.Item onClick={() => setDialog('delete')} {...escClosesMenuOnly}>
            {t('views.delete')}
          </Menu.Item>
          {onSaveNew && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={onSaveNew} {...escClosesMenuOnly}>
                {t('views.saveNew')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ViewNameDialog
        opened={dialog === 'rename'}
        onClose={() => setDialog(null)}
        title={t('views.renameTitle')}
        initialName={view.name}
        submitLabel={() => t('views.renameButton')}
        problem={problem}
        onSubmit={rename}
      />
      <DeleteViewDialog
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        name={view.name}
        onDelete={remove}
      />
    </>
  );
}
