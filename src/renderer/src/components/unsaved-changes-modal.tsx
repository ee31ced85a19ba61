// The in-page "Unsaved Changes" question of web mode (the desktop app asks natively through main).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerUnsavedChangesAsker } from '@renderer/lib/unsaved-changes';

export function UnsavedChangesModal() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const answer = useRef<((leave: boolean) => void) | null>(null);

  useEffect(
    () =>
      registerUnsavedChangesAsker(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current?.(false);
            answer.current = resolve;
            setOpened(true);
          }),
      ),
    [],
  );

  const close = (leave: boolean) => {
    setOpened(false);
    answer.current?.(leave);
    answer.current = null;
  };

  return (
    <Modal opened={opened} onClose={() => close(false)} title={t('unsavedChanges.title')} centered>
      <Text size="sm">{t('unsavedChanges.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => close(false)} data-autofocus>
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="red" onClick={() => close(true)}>
          {t('unsavedChanges.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
