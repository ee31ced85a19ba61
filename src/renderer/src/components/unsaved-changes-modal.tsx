// The in-page "Unsaved Changes" question of web mode (the desktop app asks natively through main):
// mounted once at the app's root, it shows whatever question the platform is waiting on.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { InPageQuestions } from '@renderer/lib/platform/in-page-questions';
import { usePlatform } from '@renderer/lib/platform/platform-context';

export function UnsavedChangesModal() {
  const questions = usePlatform().dialogs.inPage;
  return questions ? <UnsavedChangesQuestion questions={questions} /> : null;
}

function UnsavedChangesQuestion({ questions }: { questions: InPageQuestions }) {
  const { t } = useTranslation();
  const opened = useSyncExternalStore(questions.subscribe, questions.isOpen);
  return (
    <Modal opened={opened} onClose={() => questions.answer(false)} title={t('unsavedChanges.title')} centered>
      <Text size="sm">{t('unsavedChanges.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => questions.answer(false)} data-autofocus>
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="red" onClick={() => questions.answer(true)}>
          {t('unsavedChanges.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
