// Links out of the app: a new tab in a browser; on the desktop main's window-open handler sends
// allowlisted https links to the OS browser. Never inside the app window.
import type { ReactNode } from 'react';
import classes from './preview.module.css';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  icon?: ReactNode;
  /** The full name when the visible text is shortened. */
  title?: string;
  size?: 'sm';
}

/** URLs come from the server unchecked: only web addresses become links (no javascript:, data:, file:). */
export function isWebUrl(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function ExternalLink({ href, children, icon, title, size }: ExternalLinkProps) {
  // Names come from the agency: isolated, so their direction never reorders the text around them.
  const name = <bdi>{children}</bdi>;
  const content = icon ? (
    <span className={classes.withIcon}>
      {icon}
      {name}
    </span>
  ) : (
    name
  );
  const small = size === 'sm' ? ` ${classes.small}` : '';
  if (!isWebUrl(href)) {
    return (
      <span title={title} className={classes.unlinked + small}>
        {content}
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={title}
      className={`${classes.link}${small}`}
    >
      {content}
    </a>
  );
}
