// The note of an invalid field: at most 500 characters, with a counter n/500 that is red while the
// trimmed note is outside 10..500.
import { Group, Text, Textarea } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { NOTE_MAX_LENGTH, noteLength, noteWithinBounds } from '@shared/domain/field-rules';
import type { StepFormValues } from '../lib/step-form-schema';
import { useFieldTexts } from '../hooks/use-field-texts';

export function NoteInput({ control, index }: { control: Control<StepFormValues>; index: number }) {
  const { t, errorText } = useFieldTexts();
  const { field, fieldState } = useController({ control, name: `fields.${index}.note` });
  const outOfBounds = !noteWithinBounds(field.value);
  return (
    <div>
      <Textarea
        label={t('fields.note')}
        placeholder={t('fields.notePlaceholder')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={NOTE_MAX_LENGTH}
        // A note in Arabic or English reads in its own direction, like the conclusion.
        dir="auto"
        withAsterisk
        // Esc here goes back to the field (see step-shortcuts.ts).
        data-field-note
        {...field}
        error={errorText(fieldState.error)}
      />
      <Group justify="flex-end" mt={4}>
        <Text
          size="xs"
          c={outOfBounds ? 'red.9' : 'dimmed'}
          data-testid="note-counter"
          data-out-of-bounds={outOfBounds}
          aria-live="polite"
        >
          {noteLength(field.value)}/{NOTE_MAX_LENGTH}
        </Text>
      </Group>
    </div>
  );
}
