// The in-page "Unsaved Changes" question of web mode (the desktop app asks natively through main):
// mounted once at the app's root, it shows whatever question the platform is waiting on. Stay (its
// button, Esc, the close button) hands focus back to the control that asked.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
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
  const opener = useOpener(opened);
  const stay = () => {
    questions.answer(false);
    if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
  };
  return (
    <Modal
      opened={opened}
      onClose={stay}
      title={t('unsavedChanges.title')}
      centered
      // Mantine's own return misses the first question: this modal mounts already open (see useOpener).
      returnFocus={false}
    >
      <Text size="sm">{t('unsavedChanges.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="red" onClick={() => questions.answer(true)}>
          {t('unsavedChanges.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The element focused when the question opened, the first time too: its chunk loads with the first
 * question, so the modal mounts open. Read before the modal's focus trap moves focus inside (a layout
 * effect runs before the trap's timer).
 */
function useOpener(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!opened) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [opened]);
  return opener;
}
