// The console's own button, for the screens drawn often (the sign-in forms, a queue's rows): a native
// button or an in-app link, filled in the primary colour or light (its tint), styled by a CSS module
// on Mantine's theme variables. Mantine's Button draws the rest of the app.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import classes from './button.module.css';
import { cx } from './cx';

export interface ButtonLook {
  /** Filled in the primary colour (the default), or light: its tint with text in the colour. */
  look?: 'filled' | 'light';
  /** Mantine's sizes: sm (36 px, the default) or xs (30 px). */
  size?: 'xs' | 'sm';
  /** The width of its container; a long label wraps onto more lines rather than being cut. */
  fullWidth?: boolean;
}

const lookOf = ({ look = 'filled', size = 'sm', fullWidth }: ButtonLook, className?: string) =>
  cx(
    classes.button,
    look === 'light' && classes.light,
    size === 'xs' && classes.xs,
    fullWidth && classes.fullWidth,
    className,
  );

// data-button-label: the text a reflow test checks is never cut off.
const Label = ({ children }: { children: ReactNode }) => (
  <span className={classes.inner}>
    <span className={classes.label} data-button-label>
      {children}
    </span>
  </span>
);

type ButtonProps = ButtonLook & ComponentPropsWithoutRef<'button'>;

export function Button({
  look,
  size,
  fullWidth,
  className,
  type = 'button',
  children,
  ...button
}: ButtonProps) {
  return (
    <button {...button} type={type} className={lookOf({ look, size, fullWidth }, className)}>
      <Label>{children}</Label>
    </button>
  );
}

type ButtonLinkProps = ButtonLook & Omit<LinkProps, 'className'> & { className?: string };

/** A link in the app that looks like a button. */
export function ButtonLink({ look, size, fullWidth, className, children, ...link }: ButtonLinkProps) {
  return (
    <Link {...link} className={lookOf({ look, size, fullWidth }, className)}>
      <Label>{children}</Label>
    </Link>
  );
}
