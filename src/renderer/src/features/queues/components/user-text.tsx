// Text an agency typed (name, email, location): any length, any script, in a table cell.
import type { Direction } from '@renderer/lib/i18n';
import classes from './queue-row.module.css';

/**
 * One line, cut with an ellipsis at the text's own end; the whole text is its tooltip. `direction` is
 * the page's, from the table (three cells a row, so no hook of its own per cell).
 */
export function UserText({
  children,
  direction,
  className,
}: {
  children: string;
  direction: Direction;
  className?: string;
}) {
  return (
    <p
      className={`${classes.text} ${classes.truncated}${className ? ` ${className}` : ''}`}
      // Isolated in its own direction; aligned with the page's, as dir="auto" would align it with its own.
      dir="auto"
      style={{ textAlign: direction === 'rtl' ? 'right' : 'left' }}
      title={children || undefined}
    >
      {children}
    </p>
  );
}
