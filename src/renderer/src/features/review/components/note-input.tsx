// The note of an invalid field: at most 500 characters, with a counter n/500 that is red while the
// trimmed note is outside 10..500. A plain textarea that grows with its text by CSS (field-sizing),
// so a keystroke never measures the page; named with its field ("Note: Bio"), read-only while the
// step is being sent. Ctrl+/ or "Insert snippet" inserts a snippet at the caret (its placeholders
// filled for this field); "Save as snippet" keeps the note as one.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { AgencyDetails } from '@shared/api/schemas';
import { NOTE_MAX_LENGTH, noteLength, noteWithinBounds } from '@shared/domain/field-rules';
import { SnippetActions } from '@renderer/components/snippets/snippet-actions';
import { SnippetPicker } from '@renderer/components/snippets/snippet-picker';
import { queryKeys } from '@renderer/lib/query-keys';
import { isInSnippetPicker } from '@renderer/lib/snippets/snippet-picker-store';
import { fieldPathOf } from '../lib/field-dom';
import { notePlaceholders } from '../lib/snippet-placeholders';
import type { StepFormValues } from '../lib/step-form-schema';
import { useFieldTexts } from '../hooks/use-field-texts';
import { useStepReadOnly } from '../hooks/use-step-read-only';
import { LabelColon } from './label-colon';
import classes from './field-list.module.css';
import notes from './note-input.module.css';

interface NoteInputProps {
  control: Control<StepFormValues>;
  index: number;
  /** The element that holds the field's readable name (in its heading). */
  nameId: string;
}

export function NoteInput({ control, index, nameId }: NoteInputProps) {
  const texts = useFieldTexts();
  const { words, errorText } = texts;
  const id = useId();
  const readOnly = useStepReadOnly();
  const { field, fieldState } = useController({ control, name: `fields.${index}.note` });
  const error = errorText(fieldState.error);
  const outOfBounds = !noteWithinBounds(field.value);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { ref: formRef } = field;
  const ref = useCallback(
    (element: HTMLTextAreaElement | null) => {
      textarea.current = element;
      formRef(element);
    },
    [formRef],
  );
  // Read when a snippet goes in, not on every render: the step's agency is in the query cache.
  const queryClient = useQueryClient();
  const { agencyId = '' } = useParams();
  const placeholders = () =>
    notePlaceholders(
      fieldPathOf(textarea.current) ?? '',
      queryClient.getQueryData<AgencyDetails>(queryKeys.agencyDetails(agencyId)),
      texts,
    );
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
        // Spelling is checked as typed; right-click offers corrections (main's context-menu.ts).
        spellCheck
        // Esc here goes back to the field (see step-shortcuts.ts); Ctrl+/ opens the snippets.
        data-field-note
        data-snippet-field
        aria-labelledby={`${id}-label ${nameId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
        ref={ref}
        onBlur={(event) => !isInSnippetPicker(event.relatedTarget) && field.onBlur()}
        readOnly={readOnly}
        // A change that reaches it anyway (a script, a test) is refused like typing.
        onChange={(event) => !readOnly && field.onChange(event)}
      />
      <SnippetPicker field={textarea} placeholders={placeholders} />
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
      <div className={notes.footer}>
        {!readOnly && <SnippetActions field={textarea} text={field.value} />}
        <p
          className={classes.counter}
          data-testid="note-counter"
          data-out-of-bounds={outOfBounds}
          aria-live="polite"
        >
          {noteLength(field.value)}/{NOTE_MAX_LENGTH}
        </p>
      </div>
    </div>
  );
}
