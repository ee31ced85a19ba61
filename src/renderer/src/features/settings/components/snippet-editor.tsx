// A new or changed snippet, in a dialog: its name and text, checked when saved and then again as the
// reviewer corrects them; the first field at fault gets focus. Placeholders are explained by the text.
import { Button, Code, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  SNIPPET_NAME_MAX_LENGTH,
  SNIPPET_TEXT_MAX_LENGTH,
  type SnippetContent,
} from '@shared/domain/snippet-file';
import { useLastShown } from '../hooks/use-last-shown';
import { snippetProblems, trimmedSnippet } from '@renderer/lib/snippets/snippet-rules';

export interface SnippetEditing {
  /** The snippet changed, or null for a new one. */
  id: string | null;
  initial: SnippetContent;
  /** The names of the reviewer's other snippets, which this one may not take. */
  otherNames: readonly string[];
}

interface SnippetEditorProps {
  editing: SnippetEditing | null;
  onSave(editing: SnippetEditing, content: SnippetContent): void;
  onClose(): void;
}

export function SnippetEditor({ editing, onSave, onClose }: SnippetEditorProps) {
  const { t } = useTranslation('snippets');
  const { shown, opening } = useLastShown(editing);
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t(shown?.id ? 'manage.editor.editTitle' : 'manage.editor.newTitle')}
      size="lg"
    >
      {shown && (
        <SnippetForm
          key={opening}
          editing={shown}
          // A second Enter while the dialog closes saves nothing more.
          onSave={(content) => editing && onSave(editing, content)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

interface SnippetFormProps {
  editing: SnippetEditing;
  onSave(content: SnippetContent): void;
  onCancel(): void;
}

function SnippetForm({ editing, onSave, onCancel }: SnippetFormProps) {
  const { t } = useTranslation('snippets');
  const [values, setValues] = useState(editing.initial);
  const [checked, setChecked] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const problems = checked ? snippetProblems(values, editing.otherNames) : {};
  const nameMax = { max: SNIPPET_NAME_MAX_LENGTH };
  const textMax = { max: SNIPPET_TEXT_MAX_LENGTH };

  const save = () => {
    const found = snippetProblems(values, editing.otherNames);
    setChecked(true);
    if (found.name) nameRef.current?.focus();
    else if (found.text) textRef.current?.focus();
    else onSave(trimmedSnippet(values));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <TextInput
          ref={nameRef}
          label={t('manage.editor.name')}
          description={t('manage.editor.nameDescription', nameMax)}
          required
          dir="auto"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={problems.name && t(`manage.editor.error.name.${problems.name}`, nameMax)}
          data-autofocus
        />
        <Textarea
          ref={textRef}
          label={t('manage.editor.text')}
          description={
            <Trans
              t={t}
              i18nKey="manage.editor.textDescription"
              values={textMax}
              components={{ code: <Code dir="ltr" /> }}
            />
          }
          required
          dir="auto"
          autosize
          minRows={3}
          maxRows={12}
          value={values.text}
          onChange={(event) => setValues({ ...values, text: event.currentTarget.value })}
          error={problems.text && t(`manage.editor.error.text.${problems.text}`, textMax)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('manage.editor.cancel')}
          </Button>
          <Button type="submit">{t('manage.editor.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
