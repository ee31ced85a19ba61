// The dialog that names a saved view, to save it or to rename it: one line of 1–60 characters, its
// problem said under the field once the reviewer has tried to submit, a note (a replaced view) above
// the buttons.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_VIEW_NAME_LENGTH } from '@renderer/lib/queue-views/saved-views';

export interface ViewNameDialogProps {
  opened: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  initialName?: string;
  /** The submit button's text for this name ("Save", "Replace view", "Rename"). */
  submitLabel(name: string): string;
  /** What is wrong with this name, in words, or null. */
  problem(name: string): string | null;
  /** Said about an acceptable name before it is submitted, or null. */
  note?(name: string): string | null;
  onSubmit(name: string): Promise<unknown>;
}

/** Mounted while open, so each opening starts from `initialName`. */
export function ViewNameDialog(props: ViewNameDialogProps) {
  const { opened, onClose, title } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && <ViewNameForm {...props} />}
    </Modal>
  );
}

function ViewNameForm({
  onClose,
  description,
  initialName = '',
  submitLabel,
  problem,
  note,
  onSubmit,
}: ViewNameDialogProps) {
  const { t } = useTranslation('queues');
  const [name, setName] = useState(initialName);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const error = tried ? problem(name) : null;
  const said = problem(name) ? null : (note?.(name) ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem(name) || pending) return;
    setPending(true);
    // A document that cannot be written says so itself; the screen keeps the change meanwhile.
    await onSubmit(name).catch(() => undefined);
    setPending(false);
    onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <TextInput
          label={t('views.name')}
          description={t('views.nameHint', { min: 1, max: MAX_VIEW_NAME_LENGTH })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          required
          data-autofocus
          autoComplete="off"
        />
        {/* Present while the dialog is, so a note that appears is announced. */}
        <div role="status">{said && <Text size="sm">{said}</Text>}</div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('views.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel(name)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
