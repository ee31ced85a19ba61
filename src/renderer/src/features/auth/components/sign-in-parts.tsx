// The sign-in screens' fields, button, link and columns, as the very markup Mantine's TextInput,
// PasswordInput, Button, Anchor and Stack render (the same elements, classes, data attributes and
// CSS variables, so the same stylesheet draws them the same), written out instead of rendered
// through Mantine's components. The login form is the first screen of every session: on a cold start,
// compiling and running Mantine's per-component style machinery (props, styles API, style props,
// variables) was about a third of the app's first render. tests/unit/renderer/auth/sign-in-parts.test.tsx
// renders each part beside its Mantine component and compares the markup, so an upgrade of Mantine
// that changes it fails there.
import {
  Anchor,
  Button,
  InputWrapper,
  PasswordInput,
  Stack,
  Text,
  UnstyledButton,
  ActionIcon,
} from '@mantine/core';
import {
  useId,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
/** CSS custom properties, which React sets with setProperty. */
const vars = (properties: Record<string, string>) => properties as CSSProperties;

/** Mantine's spacing names, or a length. */
type Gap = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | `calc(${string})`;
const spacing = (gap: Gap) => (gap.startsWith('calc(') ? gap : `var(--mantine-spacing-${gap})`);

/** Mantine's Stack: a column of children `gap` apart. */
export function Column({ gap, style, children }: { gap: Gap; style?: CSSProperties; children: ReactNode }) {
  return (
    <div
      className={cx(Stack.classes.root, 'mantine-Stack-root')}
      style={{
        ...vars({ '--stack-gap': spacing(gap), '--stack-align': 'stretch', '--stack-justify': 'flex-start' }),
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/** Mantine's Text in its dimmed colour. */
export function DimmedText({ children }: { children: ReactNode }) {
  return (
    <p
      className={cx('mantine-focus-auto', Text.classes.root, 'mantine-Text-root')}
      style={{ color: 'var(--mantine-color-dimmed)' }}
    >
      {children}
    </p>
  );
}

/**
 * What the sign-in forms give a field (useRulesForm's `field()` and a few attributes). Nothing else:
 * Mantine's wrapper also draws disabled, required and described fields, which these do not.
 */
type InputProps = Pick<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'type' | 'autoComplete' | 'placeholder' | 'autoFocus'
>;

interface FieldProps extends InputProps {
  label: string;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string;
}

/** The ids Mantine's inputs give their parts. */
function useFieldIds() {
  const id = `field${useId().replace(/[^\w-]/g, '')}`;
  return { id, labelId: `${id}-label`, errorId: `${id}-error` };
}

const LABEL_VARS = vars({ '--input-label-size': 'var(--mantine-font-size-sm)' });
const ERROR_VARS = vars({
  '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
});
const wrapperVars = (error: boolean) =>
  vars({
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
  });

/** The label, the field and its error, as Mantine's Input.Wrapper lays them out. */
function FieldFrame({
  component,
  label,
  error,
  ids,
  rootClassName,
  rootStyle,
  withRightSection,
  children,
}: {
  component: 'TextInput' | 'PasswordInput';
  label: string;
  error?: string;
  ids: ReturnType<typeof useFieldIds>;
  rootClassName?: string;
  rootStyle?: CSSProperties;
  withRightSection?: boolean;
  children: ReactNode;
}) {
  const classes = InputWrapper.classes;
  return (
    <div
      className={cx(rootClassName, classes.root, 'mantine-InputWrapper-root', `mantine-${component}-root`)}
      data-size="sm"
      data-error={error ? true : undefined}
      style={rootStyle}
    >
      <label
        className={cx(classes.label, 'mantine-InputWrapper-label', `mantine-${component}-label`)}
        data-size="sm"
        htmlFor={ids.id}
        id={ids.labelId}
        style={LABEL_VARS}
      >
        {label}
      </label>
      <div
        className={cx(classes.wrapper, 'mantine-Input-wrapper', `mantine-${component}-wrapper`)}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-with-right-section={withRightSection || undefined}
        style={wrapperVars(Boolean(error))}
      >
        {children}
      </div>
      {error && (
        <p
          className={cx(classes.error, 'mantine-InputWrapper-error', `mantine-${component}-error`)}
          data-size="sm"
          id={ids.errorId}
          style={ERROR_VARS}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** Mantine's TextInput. */
export function TextField({ label, error, ...input }: FieldProps) {
  const ids = useFieldIds();
  return (
    <FieldFrame component="TextInput" label={label} error={error} ids={ids}>
      <input
        {...input}
        className={cx(InputWrapper.classes.input, 'mantine-Input-input', 'mantine-TextInput-input')}
        data-variant="default"
        data-error={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        id={ids.id}
      />
    </FieldFrame>
  );
}

// Mantine's PasswordToggleIcon: an eye, struck through while the password shows.
const iconStyle = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: 16,
} as const;
function VisibilityIcon({ reveal }: { reveal: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={iconStyle}>
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path
            {...stroke}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...stroke}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...stroke} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle cx="128" cy="128" r="40" {...stroke} />
        </>
      )}
    </svg>
  );
}

const TOGGLE_VARS = vars({
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
});

/**
 * Mantine's PasswordInput, with a show/hide toggle that says what it does in the UI language. As
 * Mantine's, the toggle acts on the mouse button going down (the field keeps the focus), on a touch,
 * and on Space or Enter.
 */
export function PasswordField({ label, error, autoComplete, ...input }: FieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds();
  const toggle = () => setVisible((shown) => !shown);
  const classes = PasswordInput.classes;
  return (
    <FieldFrame
      component="PasswordInput"
      label={label}
      error={error}
      ids={ids}
      rootClassName={cx(classes.root, 'mantine-PasswordInput-root')}
      rootStyle={vars({
        '--psi-icon-size': 'var(--psi-icon-size-sm)',
        '--psi-button-size': 'var(--psi-button-size-sm)',
      })}
      withRightSection
    >
      <div
        className={cx(
          classes.input,
          InputWrapper.classes.input,
          'mantine-Input-input',
          'mantine-PasswordInput-input',
        )}
        data-variant="default"
        data-error={error ? true : undefined}
      >
        <input
          {...input}
          data-invalid={error ? true : undefined}
          className={cx(classes.innerInput, 'mantine-PasswordInput-innerInput')}
          id={ids.id}
          // Mantine's PasswordInput leaves this out; a screen reader then reads the error but not
          // that the field is invalid, as it does for the email.
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          autoComplete={autoComplete || 'off'}
          type={visible ? 'text' : 'password'}
        />
      </div>
      <div
        data-position="right"
        className={cx(InputWrapper.classes.section, 'mantine-Input-section', 'mantine-PasswordInput-section')}
      >
        <button
          className={cx(
            'mantine-focus-auto',
            'mantine-active',
            classes.visibilityToggle,
            'mantine-PasswordInput-visibilityToggle',
            ActionIcon.classes.root,
            'mantine-ActionIcon-root',
            UnstyledButton.classes.root,
            'mantine-UnstyledButton-root',
          )}
          data-variant="subtle"
          type="button"
          aria-pressed={visible}
          tabIndex={0}
          aria-label={visible ? t('password.hide') : t('password.show')}
          style={TOGGLE_VARS}
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
          <span className={cx(ActionIcon.classes.icon, 'mantine-ActionIcon-icon')}>
            <VisibilityIcon reveal={visible} />
          </span>
        </button>
      </div>
    </FieldFrame>
  );
}

/** Mantine's full-width filled Button, submitting its form. */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <button
      className={cx(
        'mantine-focus-auto',
        !disabled && 'mantine-active',
        Button.classes.root,
        'mantine-Button-root',
        UnstyledButton.classes.root,
        'mantine-UnstyledButton-root',
      )}
      data-disabled={disabled || undefined}
      data-block
      type="submit"
      disabled={disabled}
      style={vars({ '--button-color': 'var(--mantine-color-white)' })}
    >
      <span className={cx(Button.classes.inner, 'mantine-Button-inner')}>
        <span className={cx(Button.classes.label, 'mantine-Button-label')}>{children}</span>
      </span>
    </button>
  );
}

/** Mantine's small Anchor, as a router link. */
export function SmallLink({
  to,
  align,
  children,
}: {
  to: string;
  align: 'center' | 'end';
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cx(
        'mantine-focus-auto',
        Anchor.classes.root,
        Text.classes.root,
        'mantine-Text-root',
        'mantine-Anchor-root',
      )}
      data-size="sm"
      data-underline="hover"
      style={{
        ...vars({ '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' }),
        textAlign: align,
      }}
    >
      {children}
    </Link>
  );
}
