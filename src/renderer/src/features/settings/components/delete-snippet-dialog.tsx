// Asks before a snippet is deleted; Cancel (focused first), Esc and the close button keep it. Closing,
// it still shows the snippet it asked about, and confirms nothing more.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@renderer/lib/bidi';
import type { Snippet } from '@renderer/lib/snippets/snippets';
import { useLastShown } from '../hooks/use-last-shown';

interface DeleteSnippetDialogProps {
  snippet: Snippet | null;
  onConfirm(snippet: Snippet): void;
  onClose(): void;
}

export function DeleteSnippetDialog({ snippet, onConfirm, onClose }: DeleteSnippetDialogProps) {
  const { t } = useTranslation('snippets');
  const { shown } = useLastShown(snippet);
  return (
    <Modal opened={snippet !== null} onClose={onClose} title={t('manage.deleteDialog.title')} centered>
      {shown && (
        <>
          <Text size="sm">{t('manage.deleteDialog.message', { name: isolate(shown.name) })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('manage.deleteDialog.cancel')}
            </Button>
            <Button color="red" onClick={() => snippet && onConfirm(snippet)}>
              {t('manage.deleteDialog.confirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
