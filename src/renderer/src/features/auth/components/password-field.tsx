// The sign-in forms' password field, with a show/hide toggle that says what it does in the UI language.
// The toggle acts on the mouse button going down (the field keeps the focus), on a touch, and on
// Space or Enter.
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@renderer/components/ui/cx';
import classes from './field.module.css';
import { FieldFrame, useFieldIds, type FieldProps } from './text-field';

export function PasswordField({ label, error, autoComplete, ...input }: FieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(error);
  const toggle = () => setVisible((shown) => !shown);
  return (
    <FieldFrame label={label} error={error} ids={ids}>
      <div className={cx(classes.box, classes.passwordBox)}>
        <input
          {...input}
          {...ids.input}
          className={classes.passwordInput}
          autoComplete={autoComplete || 'off'}
          spellCheck={false}
          type={visible ? 'text' : 'password'}
        />
      </div>
      <div className={classes.toggleSlot}>
        <button
          type="button"
          className={classes.toggle}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          onMouseDown={(event) => {
            event.preventDefault();
            toggle();
          }}
          onTouchEnd={(event) => {
            event.preventDefault();
            toggle();
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== ' ' && event.key !== 'Enter') return;
            event.preventDefault();
            toggle();
          }}
        >
          <EyeIcon struck={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}

/** An eye, struck through while the password shows (the toggle would hide it). */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      className={classes.toggleIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1.5 12S5.5 5.25 12 5.25 22.5 12 22.5 12 18.5 18.75 12 18.75 1.5 12 1.5 12z" />
      <circle cx="12" cy="12" r="3.5" />
      {struck && <path d="M3.5 3.5l17 17" />}
    </svg>
  );
}
