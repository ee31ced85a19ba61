// The sign-in forms' text field: a label, the input, and its error under it, which marks the input
// invalid and describes it.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '@renderer/components/ui/cx';
import classes from './field.module.css';

/** What the sign-in forms give a field: useRulesForm's `field()` and a few attributes. */
export type InputProps = Pick<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'type' | 'autoComplete' | 'placeholder' | 'autoFocus'
>;

export interface FieldProps extends InputProps {
  label: string;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string;
}

/** The input's id, and the attributes that tie it to its error. */
export function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    input: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
  };
}

/** The label, the control and the error, as every sign-in field lays them out. */
export function FieldFrame({
  label,
  error,
  ids,
  children,
}: {
  label: string;
  error?: string;
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}) {
  return (
    <div className={cx(classes.field, error && classes.invalid)}>
      <label className={classes.label} htmlFor={ids.id}>
        {label}
      </label>
      <div className={classes.control}>{children}</div>
      {error && (
        <p className={classes.error} id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, ...input }: FieldProps) {
  const ids = useFieldIds(error);
  return (
    <FieldFrame label={label} error={error} ids={ids}>
      {/* Addresses and codes, not words: never underlined as misspelled. */}
      <input {...input} {...ids.input} className={classes.box} spellCheck={false} />
    </FieldFrame>
  );
}
