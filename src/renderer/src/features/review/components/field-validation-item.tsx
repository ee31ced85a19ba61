// One field to validate: its readable path, the agency's value, valid/invalid, and a note when invalid.
// For updated profiles, unchanged fields are shown disabled and collapsed. Memoised, and given the
// form's (stable) methods rather than reading a context: on a 200-field step, a change to one field
// re-renders that field only. On a re-review, a changed field shows the value last seen on this
// computer beside the current one (ValueSinceSeen). Plain elements in Mantine's look
// (field-list.module.css): the accordion item is a heading's button that opens a region, the choice a
// radio group named with the field ("Validation status: Bio"), read-only while the step is being sent.
import { memo, useId, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { FlagState } from '@shared/domain/field-selection';
import type { SeenValue } from '../lib/seen-values';
import type { StepFormValues } from '../lib/step-form-schema';
import { FieldValue } from './field-value';
import { ChevronDownIcon, NotChangedIcon, WarningIcon } from './icons';
import { LabelColon } from './label-colon';
import { NoteInput } from './note-input';
import { ValueSinceSeen } from './value-since-seen';
import { useIsCurrentField } from '../hooks/use-current-field';
import { useFieldTexts } from '../hooks/use-field-texts';
import { useStepReadOnly } from '../hooks/use-step-read-only';
import current from './current-field.module.css';
import classes from './field-list.module.css';

export type StepFormMethods = Pick<UseFormReturn<StepFormValues>, 'control' | 'getFieldState' | 'trigger'>;

interface FieldValidationItemProps {
  form: StepFormMethods;
  path: string;
  label: string;
  value: unknown;
  flag: FlagState;
  /** Position in the form's fields; absent for fields that are not submitted (unchanged). */
  index?: number;
  /**
   * On a re-review, for a changed field: what this computer kept from an earlier review (null:
   * nothing). Absent everywhere else.
   */
  earlier?: SeenValue | null;
}

export const FieldValidationItem = memo(function FieldValidationItem({
  form,
  path,
  label,
  value,
  flag,
  index,
  earlier,
}: FieldValidationItemProps) {
  const id = useId();
  const judged = index !== undefined;
  // Open by default; only a field that is judged can open.
  const [open, setOpen] = useState(judged);
  return (
    <div data-field-path={path} data-flag={flag} className={`${classes.item} ${current.fieldItem}`}>
      <CurrentFieldMark path={path} />
      <h3 className={classes.heading}>
        <button
          type="button"
          id={`${id}-control`}
          className={classes.control}
          data-accordion-control
          aria-expanded={open}
          aria-controls={judged ? `${id}-panel` : undefined}
          disabled={!judged}
          onClick={() => setOpen(!open)}
        >
          <FlagIcon flag={flag} />
          <span id={`${id}-name`} className={classes.label}>
            {label}
          </span>
          <ChevronDownIcon size={16} className={classes.chevron} />
        </button>
      </h3>
      {judged && (
        <div
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-control`}
          className={classes.panel}
          hidden={!open}
        >
          {earlier === undefined ? (
            <FieldValue path={path} value={value} />
          ) : (
            <ValueSinceSeen path={path} value={value} earlier={earlier} />
          )}
          <FieldJudgement form={form} index={index} nameId={`${id}-name`} />
        </div>
      )}
    </div>
  );
});

/** The current field's bar: only this re-renders when the current field changes, not the field. */
function CurrentFieldMark({ path }: { path: string }) {
  const isCurrent = useIsCurrentField(path);
  return isCurrent ? <span className={current.fieldMark} data-current-field-mark aria-hidden /> : null;
}

function FlagIcon({ flag }: { flag: FlagState }) {
  const { words } = useFieldTexts();
  if (flag === 'any') return null;
  const label = flag === 'changed' ? words.changed : words.notChanged;
  return (
    <span role="img" aria-label={label} title={label} className={classes.flag}>
      {flag === 'changed' ? (
        <WarningIcon color="var(--mantine-color-orange-6)" />
      ) : (
        <NotChangedIcon color="var(--mantine-color-gray-5)" />
      )}
    </span>
  );
}

const STATUSES = ['valid', 'invalid'] as const;

interface FieldJudgementProps {
  form: StepFormMethods;
  index: number;
  /** The element that holds the field's readable name (in its heading). */
  nameId: string;
}

function FieldJudgement({ form, index, nameId }: FieldJudgementProps) {
  const { words, errorText } = useFieldTexts();
  const id = useId();
  const readOnly = useStepReadOnly();
  const { control, getFieldState, trigger } = form;
  const { field, fieldState } = useController({ control, name: `fields.${index}.validationStatus` });
  const error = errorText(fieldState.error);
  const choose = (next: (typeof STATUSES)[number]) => {
    // Refused while the step is being sent: React puts the checked radio back.
    if (readOnly) return;
    field.onChange(next);
    field.onBlur();
    // The note's rule depends on the status: re-check a note already touched.
    const note = `fields.${index}.note` as const;
    if (getFieldState(note).isTouched) void trigger(note);
  };
  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label ${nameId}`}
        aria-readonly={readOnly || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        <p id={`${id}-label`} className={classes.groupLabel}>
          {words.status}
          <LabelColon />
        </p>
        <div className={classes.options}>
          {STATUSES.map((status, position) => (
            <label key={status} className={classes.option}>
              <input
                ref={position === 0 ? field.ref : undefined}
                type="radio"
                name={`${id}-${field.name}`}
                value={status}
                checked={field.value === status}
                onChange={() => choose(status)}
                className={`${classes.radio} ${classes[status]}`}
              />
              {words[status]}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className={classes.error}>
            {error}
          </p>
        )}
      </div>
      {field.value === 'invalid' && <NoteInput control={control} index={index} nameId={nameId} />}
    </>
  );
}
