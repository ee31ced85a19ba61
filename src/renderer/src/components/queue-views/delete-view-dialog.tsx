// Asks before a saved view is deleted; Cancel (focused first), Esc and the close button keep it.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@renderer/lib/bidi';

interface DeleteViewDialogProps {
  opened: boolean;
  onClose(): void;
  name: string;
  onDelete(): Promise<unknown>;
}

export function DeleteViewDialog({ opened, onClose, name, onDelete }: DeleteViewDialogProps) {
  const { t } = useTranslation('queues');
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    // A document that cannot be written says so itself.
    await onDelete().catch(() => undefined);
    setPending(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('views.deleteTitle')} centered>
      <Text size="sm">{t('views.deleteMessage', { name: isolate(name) })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('views.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={() => void remove()}>
          {t('views.deleteButton')}
        </Button>
      </Group>
    </Modal>
  );
}
