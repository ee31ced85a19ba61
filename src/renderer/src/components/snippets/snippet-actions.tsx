// The two small buttons under a note or the conclusion: "Insert snippet" (what Ctrl+/ does there, for
// the mouse, naming its key) and "Save as snippet" (the text as a new snippet, once it has some).
import { Button, Group } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isMacPlatform } from '@renderer/lib/shortcuts/key-caps';
import { useSnippetPicker, type SnippetField } from '@renderer/lib/snippets/snippet-picker-store';
import { SaveAsSnippet } from './save-as-snippet';
import classes from './snippet-picker.module.css';

const MAC = isMacPlatform();

interface SnippetActionsProps {
  field: RefObject<SnippetField | null>;
  /** The text box's text, saved by "Save as snippet". */
  text: string;
}

export function SnippetActions({ field, text }: SnippetActionsProps) {
  const { t } = useTranslation(['snippets', 'shortcuts']);
  const show = useSnippetPicker((state) => state.show);
  // The key of snippetPickerShortcut, as printed on the keyboard.
  const keys = MAC ? '⌘/' : `${t('shortcuts:keys.ctrl')}+/`;
  return (
    <Group gap={4} wrap="wrap">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-keyshortcuts={MAC ? 'Meta+/' : 'Control+/'}
        onClick={() => field.current && show(field.current)}
        // At the label's end in either direction; the key caps themselves read left to right.
        rightSection={
          <span className={classes.keys} dir="ltr" aria-hidden>
            {keys}
          </span>
        }
      >
        {t('snippets:picker.button')}
      </Button>
      <SaveAsSnippet text={text} />
    </Group>
  );
}
