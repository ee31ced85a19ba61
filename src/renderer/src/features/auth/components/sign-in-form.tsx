// A sign-in form's column and its small links (Forget Password?, Back to Login).
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@renderer/components/ui/cx';
import classes from './sign-in-form.module.css';

/** The form, its own rules checked by the page (noValidate): fields, links and button in a column. */
export function SignInForm({ onSubmit, children }: { onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      {children}
    </form>
  );
}

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
    <Link to={to} className={cx(classes.link, align === 'end' ? classes.end : classes.center)}>
      {children}
    </Link>
  );
}
