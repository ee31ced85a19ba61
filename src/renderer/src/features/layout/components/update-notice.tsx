// The quiet notice of a downloaded update. "Restart now" only asks: main restarts, asks the
// unsaved-changes question first, or refuses while a draft is still being written.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstallUpdateAnswer } from '@shared/ipc/updates';
import { usePlatform } from '@renderer/lib/platform/platform-context';

export function UpdateNotice() {
  const { t } = useTranslation('layout');
  const { updates, unsavedWork } = usePlatform();
  const [ready, setReady] = useState(false);
  const [answer, setAnswer] = useState<InstallUpdateAnswer | null>(null);
  useEffect(() => updates.onReady(() => setReady(true)), [updates]);
  if (!ready) return null;

  const restart = async () => {
    // Never an error on screen: the update still installs when the app quits.
    const next = await updates.install(unsavedWork.read()).catch((error: unknown) => {
      console.error('Could not restart for the update', error);
      return null;
    });
    setAnswer(next);
  };
  return (
    <Paper role="status" withBorder radius="md" px="md" py="xs" mb="md" bg="blue.0">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{answer === 'drafts-pending' ? t('update.draftsPending') : t('update.ready')}</Text>
        <Button size="xs" variant="light" onClick={restart}>
          {t('update.restartNow')}
        </Button>
      </Group>
    </Paper>
  );
}
