// Text an agency typed (name, email, location): any length, any script, in a table cell.
import { Text, type TextProps } from '@mantine/core';
import type { Direction } from '@renderer/lib/i18n';

/**
 * One line, cut with an ellipsis at the text's own end; the whole text is its tooltip. `direction` is
 * the page's, from the table (three cells a row, so no hook of its own per cell).
 */
export function UserText({
  children,
  direction,
  ...props
}: Omit<TextProps, 'children'> & { children: string; direction: Direction }) {
  return (
    <Text
      truncate
      // Isolated in its own direction; aligned with the page's, as dir="auto" would align it with its own.
      dir="auto"
      ta={direction === 'rtl' ? 'right' : 'left'}
      title={children || undefined}
      {...props}
    >
      {children}
    </Text>
  );
}
