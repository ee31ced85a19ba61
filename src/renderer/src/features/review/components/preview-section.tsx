// A titled block of the preview, and a label/value row whose value (the agency's text) is isolated
// and wraps however long it is.
import type { ReactNode } from 'react';
import classes from './preview.module.css';

export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <p className={classes.sectionTitle}>{title}</p>
      {children}
    </section>
  );
}

export function PreviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <p className={classes.label}>{label}</p>
      <div className={classes.value} dir="auto">
        {children}
      </div>
    </div>
  );
}
