// The note of an invalid field: at most 500 characters, with a counter n/500 that is red while the
// trimmed note is outside 10..500. A plain textarea that grows with its text by CSS (field-sizing),
// so a keystroke never measures the page; named with its field ("Note: Bio"), read-only while the
// step is being sent.
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { NOTE_MAX_LENGTH, noteLength, noteWithinBounds } from '@shared/domain/field-rules';
import type { StepFormValues } from '../lib/step-form-schema';
import { useFieldTexts } from '../hooks/use-field-texts';
import { useStepReadOnly } from '../hooks/use-step-read-only';
import { LabelColon } from './label-colon';
import classes from './field-list.module.css';

interface NoteInputProps {
  control: Control<StepFormValues>;
  index: number;
  /** The element that holds the field's readable name (in its heading). */
  nameId: string;
}

export function NoteInput({ control, index, nameId }: NoteInputProps) {
  const { words, errorText } = useFieldTexts();
  const id = useId();
  const readOnly = useStepReadOnly();
  const { field, fieldState } = useController({ control, name: `fields.${index}.note` });
  const error = errorText(fieldState.error);
  const outOfBounds = !noteWithinBounds(field.value);
  return (
    <div>
      <label id={`${id}-label`} htmlFor={`${id}-note`} className={classes.inputLabel}>
        {words.note}
        <LabelColon />
        <span className={classes.required} aria-hidden>
          *
        </span>
      </label>
      <textarea
        id={`${id}-note`}
        className={classes.textarea}
        placeholder={words.notePlaceholder}
        maxLength={NOTE_MAX_LENGTH}
        // A note in Arabic or English reads in its own direction, like the conclusion.
        dir="auto"
        // Esc here goes back to the field (see step-shortcuts.ts).
        data-field-note
        aria-labelledby={`${id}-label ${nameId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
        readOnly={readOnly}
        // A change that reaches it anyway (a script, a test) is refused like typing.
        onChange={(event) => !readOnly && field.onChange(event)}
      />
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
      <p
        className={classes.counter}
        data-testid="note-counter"
        data-out-of-bounds={outOfBounds}
        aria-live="polite"
      >
        {noteLength(field.value)}/{NOTE_MAX_LENGTH}
      </p>
    </div>
  );
}
