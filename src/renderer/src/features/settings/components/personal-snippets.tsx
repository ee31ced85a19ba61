// The reviewer's own snippets, in their order: add, edit, move and delete them, import and export
// them as a file. Each change is said in the section's status region (`announce`).
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SNIPPETS, type SnippetContent } from '@shared/domain/snippet-file';
import { isolate } from '@renderer/lib/bidi';
import { usePersonalSnippets } from '@renderer/lib/hooks/use-snippets';
import type { PersonalSnippets, Snippet } from '@renderer/lib/snippets/snippets';
import { useSnippetFocus } from '../hooks/use-snippet-focus';
import { useSnippetImport } from '../hooks/use-snippet-import';
import { withMovedSnippet, withoutSnippet, withSavedSnippet } from '../lib/snippet-list';
import { DeleteSnippetDialog } from './delete-snippet-dialog';
import { SnippetEditor, type SnippetEditing } from './snippet-editor';
import { ImportOutcomeNotice } from './import-outcome-notice';
import { SnippetFileButtons } from './snippet-file-buttons';
import { SnippetRow, type SnippetAction } from './snippet-row';
import classes from './snippet-list.module.css';

const EMPTY_SNIPPET: SnippetContent = { name: '', text: '' };

export function PersonalSnippetsSection({ announce }: { announce(message: string): void }) {
  const { t } = useTranslation('snippets');
  const headingId = useId();
  const personal = usePersonalSnippets();
  const { snippets } = personal.value;
  const [editing, setEditing] = useState<SnippetEditing | null>(null);
  const [deleting, setDeleting] = useState<Snippet | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { rowRef, focusAfterChange } = useSnippetFocus(snippets, addButton);
  const imports = useSnippetImport(personal, announce);
  const full = snippets.length >= MAX_SNIPPETS;
  // A change that could not be written is said by the hook; the screen keeps it for this session.
  const change = (update: (current: PersonalSnippets) => PersonalSnippets) =>
    void personal.change(update).catch(() => undefined);

  const namesBesides = (id: string | null) =>
    snippets.filter((snippet) => snippet.id !== id).map((snippet) => snippet.name);
  const act = (snippet: Snippet, index: number, action: SnippetAction) => {
    if (action === 'edit')
      setEditing({ id: snippet.id, initial: snippet, otherNames: namesBesides(snippet.id) });
    else if (action === 'delete') setDeleting(snippet);
    else {
      const offset = action === 'up' ? -1 : 1;
      focusAfterChange({ moved: snippet.id, action });
      change((current) => withMovedSnippet(current, snippet.id, offset));
      announce(
        t('manage.moved', {
          name: isolate(snippet.name),
          position: index + 1 + offset,
          count: snippets.length,
        }),
      );
    }
  };
  const save = (edited: SnippetEditing, content: SnippetContent) => {
    setEditing(null);
    change((current) => withSavedSnippet(current, edited.id, content));
    announce(t('manage.saved', { name: isolate(content.name) }));
  };
  const remove = (snippet: Snippet) => {
    setDeleting(null);
    focusAfterChange({ deletedAt: snippets.indexOf(snippet) });
    change((current) => withoutSnippet(current, snippet.id));
    announce(t('manage.deleted', { name: isolate(snippet.name) }));
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid="personal-snippets">
      <Title order={3} size="h4" id={headingId}>
        {t('manage.heading')}
      </Title>
      <Text size="sm">{t('manage.intro')}</Text>
      <Group gap="xs">
        <Button
          ref={addButton}
          disabled={!personal.loaded || full}
          onClick={() => setEditing({ id: null, initial: EMPTY_SNIPPET, otherNames: namesBesides(null) })}
        >
          {t('manage.add')}
        </Button>
        <SnippetFileButtons
          snippets={snippets}
          disabled={!personal.loaded}
          onImport={(file) => void imports.importFile(file)}
        />
      </Group>
      <Text size="sm">{t('manage.file.rule')}</Text>
      {imports.outcome && (
        <ImportOutcomeNotice
          outcome={imports.outcome}
          onUndo={() => {
            imports.undo();
            addButton.current?.focus();
          }}
        />
      )}
      {full && <Text size="sm">{t('manage.limitReached', { max: MAX_SNIPPETS })}</Text>}
      {snippets.length === 0 ? (
        personal.loaded && <Text size="sm">{t('manage.empty')}</Text>
      ) : (
        <ol className={classes.list} aria-labelledby={headingId}>
          {snippets.map((snippet, index) => (
            <SnippetRow
              key={snippet.id}
              snippet={snippet}
              first={index === 0}
              last={index === snippets.length - 1}
              disabled={!personal.loaded}
              rowRef={rowRef(snippet.id)}
              onAction={(action) => act(snippet, index, action)}
            />
          ))}
        </ol>
      )}
      <SnippetEditor editing={editing} onSave={save} onClose={() => setEditing(null)} />
      <DeleteSnippetDialog snippet={deleting} onConfirm={remove} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
