// A queue row's avatar, status badge and action button, as the very markup Mantine's Avatar, Badge
// and Button render (the same elements, classes, data attributes and CSS variables, so the same
// stylesheet draws them the same), written out instead of rendered through Mantine's components. A
// page of rows is thirty of them, rendered on the first answer and on every keystroke of a search:
// Mantine's per-component style machinery (props, styles API, style props, variables) was about a
// sixth of the first rows' time. tests/unit/renderer/queues/row-parts.test.tsx renders each part
// beside its Mantine component and compares the markup, so an upgrade of Mantine that changes it
// fails there.
import { Avatar, Badge, Button, UnstyledButton } from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { STATUS_COLOURS, statusKey } from '@shared/domain/review-status';

// cx, vars and the Button's classes are also in sign-in-parts.tsx: a module both imported became a
// chunk of its own on the login route (tests/packaging/bundle-budget.test.ts caps its chunks).
const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');
/** CSS custom properties, which React sets with setProperty. */
const vars = (properties: Record<string, string>) => properties as CSSProperties;

/**
 * Mantine's Avatar (36 px, md radius): the agency's logo, or its initial when it has none or the logo
 * does not load. A name without a letter to show gets Mantine's own (its placeholder icon).
 */
export function RowAvatar({ src, initial }: { src: string | null; initial: string | undefined }) {
  // Which logo failed: a new one is tried again, as Mantine's Avatar does.
  const [failed, setFailed] = useState<string | null>(null);
  if (!initial) return <Avatar src={src} alt="" radius="md" size={36} />;
  const showLogo = src && failed !== src;
  return (
    <div
      className={cx(Avatar.classes.root, 'mantine-Avatar-root')}
      style={vars({
        '--avatar-size': 'calc(2.25rem * var(--mantine-scale))',
        '--avatar-radius': 'var(--mantine-radius-md)',
      })}
    >
      {showLogo ? (
        <img
          className={cx(Avatar.classes.image, 'mantine-Avatar-image')}
          src={src}
          alt=""
          onError={() => setFailed(src)}
        />
      ) : (
        <span className={cx(Avatar.classes.placeholder, 'mantine-Avatar-placeholder')} title="">
          {initial}
        </span>
      )}
    </div>
  );
}

/** Mantine's light Badge in the status's colour, its text as written. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const key = statusKey(status);
  const colour = STATUS_COLOURS[key];
  return (
    <div
      className={cx(Badge.classes.root, 'mantine-Badge-root')}
      style={{
        ...vars({
          '--badge-bg': `var(--mantine-color-${colour}-light)`,
          '--badge-color': `var(--mantine-color-${colour}-light-color)`,
          '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        }),
        textTransform: 'none',
      }}
      data-variant="light"
      data-status={key}
    >
      {/* As the theme gives every Badge's label (theme.ts): its text reads in its own direction. */}
      <span className={cx(Badge.classes.label, 'mantine-Badge-label')} style={{ unicodeBidi: 'plaintext' }}>
        {label}
      </span>
    </div>
  );
}

/** Filled (Start review) or light (View review), as Mantine's Button variants colour them. */
export type RowButtonLook = 'filled' | 'light';

const SIZE_XS = {
  '--button-height': 'var(--button-height-xs)',
  '--button-padding-x': 'var(--button-padding-x-xs)',
  '--button-fz': 'var(--mantine-font-size-xs)',
};
const LOOKS: Record<RowButtonLook, CSSProperties> = {
  filled: vars({ ...SIZE_XS, '--button-color': 'var(--mantine-color-white)' }),
  light: vars({
    ...SIZE_XS,
    '--button-bg': 'var(--mantine-color-blue-light)',
    '--button-hover': 'var(--mantine-color-blue-light-hover)',
    '--button-color': 'var(--mantine-color-blue-light-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }),
};

/** What Mantine's Button (size xs) puts on its root; every row's action is marked data-row-action. */
const buttonRoot = (look: RowButtonLook, disabled: boolean) => ({
  className: cx(
    'mantine-focus-auto',
    !disabled && 'mantine-active',
    Button.classes.root,
    'mantine-Button-root',
    UnstyledButton.classes.root,
    'mantine-UnstyledButton-root',
  ),
  style: LOOKS[look],
  'data-variant': look === 'light' ? look : undefined,
  'data-size': 'xs',
  'data-disabled': disabled || undefined,
  'data-row-action': true,
});

const ButtonLabel = ({ children }: { children: ReactNode }) => (
  <span className={cx(Button.classes.inner, 'mantine-Button-inner')}>
    <span className={cx(Button.classes.label, 'mantine-Button-label')}>{children}</span>
  </span>
);

export function RowButton({
  look,
  disabled = false,
  onClick,
  children,
}: {
  look: RowButtonLook;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" disabled={disabled} onClick={onClick} {...buttonRoot(look, disabled)}>
      <ButtonLabel>{children}</ButtonLabel>
    </button>
  );
}

/** A light row button that is a link in the app (the router's Link). */
export function RowLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} {...buttonRoot('light', false)}>
      <ButtonLabel>{children}</ButtonLabel>
    </Link>
  );
}
