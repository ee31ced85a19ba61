// Tags: Enter adds the trimmed text when non-empty, each shown with a leading # and removable;
// the step's default tags that were removed stay one click away. Nothing is added or removed while
// the step is being sent (its buttons stay focusable, marked aria-disabled).
import { Badge, CloseButton, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addTag, DEFAULT_TAGS, removeTag } from '@shared/domain/field-rules';
import type { ReviewStep } from '@shared/domain/field-selection';
import type { StepFormValues } from '../lib/step-form-schema';
import { useOwnFieldTexts } from '../hooks/use-field-texts';
import { useStepReadOnly } from '../hooks/use-step-read-only';

export function TagEditor({ control, step }: { control: Control<StepFormValues>; step: ReviewStep }) {
  const { t } = useTranslation('review');
  const { errorText } = useOwnFieldTexts();
  const { field, fieldState } = useController({ control, name: 'tags' });
  const readOnly = useStepReadOnly();
  const [text, setText] = useState('');
  const tags = field.value;
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removedAt = useRef<number | null>(null);

  // Focus stays in the list after a removal: on the next tag's button, else the last, else the input.
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
  }, [tags]);

  const change = (next: string[]) => {
    if (readOnly) return;
    field.onChange(next);
    // A tag change counts as touching the editor, so "At least one tag is required" shows at once.
    field.onBlur();
  };
  const suggestions = DEFAULT_TAGS[step].filter((tag) => !tags.includes(tag));

  return (
    <Stack gap="xs">
      <TextInput
        ref={inputRef}
        // T goes here (see step-shortcuts.ts).
        data-tag-input
        label={t('tags.label')}
        placeholder={t('tags.placeholder')}
        value={text}
        readOnly={readOnly}
        onChange={(event) => !readOnly && setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          // Ctrl/⌘+Enter is the step's Next, from here too.
          if (event.ctrlKey || event.metaKey) return;
          // Enter adds a tag; it must never submit the step.
          event.preventDefault();
          if (readOnly || !text.trim()) return;
          change(addTag(tags, text));
          setText('');
        }}
        error={errorText(fieldState.error)}
      />
      <Group ref={listRef} gap={6} aria-label={t('tags.selected')} role="list">
        {tags.map((tag, index) => (
          <Badge
            key={`${tag}-${index}`}
            role="listitem"
            size="lg"
            variant="light"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('tags.remove', { tag })}
                aria-disabled={readOnly || undefined}
                data-disabled={readOnly || undefined}
                onClick={() => {
                  if (readOnly) return;
                  removedAt.current = index;
                  change(removeTag(tags, index));
                }}
              />
            }
          >
            #{tag}
          </Badge>
        ))}
      </Group>
      {suggestions.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t('tags.suggestions')}
          </Text>
          {suggestions.map((tag) => (
            <UnstyledButton
              key={tag}
              onClick={() => change(addTag(tags, tag))}
              aria-label={t('tags.add', { tag })}
              aria-disabled={readOnly || undefined}
            >
              <Badge size="sm" variant="outline" color="gray" tt="none" style={{ cursor: 'pointer' }}>
                + {tag}
              </Badge>
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
