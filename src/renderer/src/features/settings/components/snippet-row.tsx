// One of the reviewer's snippets: its name and text, and what can be done with it. The buttons say
// their action; each is described by the snippet's name, so a screen reader says which snippet.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snippet } from '@renderer/lib/snippets/snippets';
import classes from './snippet-list.module.css';

export type SnippetAction = 'edit' | 'up' | 'down' | 'delete';

interface SnippetRowProps {
  snippet: Snippet;
  first: boolean;
  last: boolean;
  disabled: boolean;
  rowRef: Ref<HTMLLIElement>;
  onAction(action: SnippetAction): void;
}

export function SnippetRow({ snippet, first, last, disabled, rowRef, onAction }: SnippetRowProps) {
  const { t } = useTranslation('snippets');
  const nameId = useId();
  const button = (action: SnippetAction, label: string, off = false) => (
    <Button
      size="compact-sm"
      variant={action === 'delete' ? 'subtle' : 'default'}
      color={action === 'delete' ? 'red' : undefined}
      aria-describedby={nameId}
      data-action={action}
      disabled={disabled || off}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );
  return (
    <Paper component="li" ref={rowRef} withBorder p="sm" radius="sm" data-testid="personal-snippet">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} className={classes.content}>
          <Text fw={600} id={nameId} dir="auto" className={classes.text}>
            {snippet.name}
          </Text>
          <Text size="sm" dir="auto" className={classes.text}>
            {snippet.text}
          </Text>
        </Stack>
        <Group gap={4}>
          {button('edit', t('manage.edit'))}
          {button('up', t('manage.moveUp'), first)}
          {button('down', t('manage.moveDown'), last)}
          {button('delete', t('manage.delete'))}
        </Group>
      </Group>
    </Paper>
  );
}
