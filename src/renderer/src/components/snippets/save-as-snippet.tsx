// "Save as snippet": a note's (or the conclusion's) text kept as a new snippet of the reviewer's,
// named in a small dialog by the button, with the rules of Settings; a toast confirms it.
import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAX_SNIPPETS, SNIPPET_NAME_MAX_LENGTH, SNIPPET_TEXT_MAX_LENGTH } from '@shared/domain/snippet-file';
import { isolate } from '@renderer/lib/bidi';
import { usePersonalSnippets } from '@renderer/lib/hooks/use-snippets';
import { notifySuccess } from '@renderer/lib/notify';
import { snippetProblems, trimmedSnippet } from '@renderer/lib/snippets/snippet-rules';
import { withNewSnippet } from '@renderer/lib/snippets/snippets';

export function SaveAsSnippet({ text }: { text: string }) {
  const { t } = useTranslation('snippets');
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={320}
      shadow="md"
      trapFocus
      returnFocus
      withArrow
      // The dialog holds the focus: it stays in view while the note scrolls.
      hideDetached={false}
    >
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={text.trim() === ''}
          // Controlled: outside clicks and Esc close it through onChange.
          onClick={() => setOpened((open) => !open)}
        >
          {t('save.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 2rem)">
        {opened && <SaveSnippetForm text={text} onDone={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The first thing wrong with the new snippet, as the dialog says it: its name, its text, or no room. */
type NewSnippetProblem = { on: 'name' | 'other'; text: string };

function newSnippetProblem(
  t: TFunction<'snippets'>,
  content: { name: string; text: string },
  existingNames: readonly string[],
): NewSnippetProblem | null {
  if (existingNames.length >= MAX_SNIPPETS)
    return { on: 'other', text: t('manage.limitReached', { max: MAX_SNIPPETS }) };
  const problems = snippetProblems(content, existingNames);
  if (problems.text)
    return {
      on: 'other',
      text: t(`manage.editor.error.text.${problems.text}`, { max: SNIPPET_TEXT_MAX_LENGTH }),
    };
  if (problems.name)
    return {
      on: 'name',
      text: t(`manage.editor.error.name.${problems.name}`, { max: SNIPPET_NAME_MAX_LENGTH }),
    };
  return null;
}

function SaveSnippetForm({ text, onDone }: { text: string; onDone(): void }) {
  const { t } = useTranslation('snippets');
  const { value, loaded, change } = usePersonalSnippets();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<NewSnippetProblem | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn elsewhere but sits in the note's form in React: its submit is its own.
    event.stopPropagation();
    const content = trimmedSnippet({ name, text });
    const found = newSnippetProblem(
      t,
      content,
      value.snippets.map((snippet) => snippet.name),
    );
    setProblem(found);
    if (found || saving) return;
    setSaving(true);
    try {
      await change((current) => withNewSnippet(current, content));
      notifySuccess(undefined, t('manage.saved', { name: isolate(content.name) }), 'review');
      onDone();
    } catch {
      // useLocalDocument has said it could not be kept.
      setSaving(false);
    }
  };

  const nameProblem = problem?.on === 'name' ? problem.text : undefined;
  return (
    // The dialog is named by the button that opened it ("Save as snippet").
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      // Esc closes this dialog only (Mantine closes it first), never also the step's note or full screen.
      onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}
    >
      <Stack gap="xs">
        <TextInput
          label={t('save.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
          error={nameProblem}
          dir="auto"
          data-autofocus
          autoComplete="off"
        />
        {problem?.on === 'other' && (
          <Text role="alert" size="xs" c="var(--mantine-color-error)">
            {problem.text}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('save.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={saving} disabled={!loaded}>
            {t('save.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
