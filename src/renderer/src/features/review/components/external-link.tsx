// Links out of the app: a new tab in a browser; on the desktop main's window-open handler sends
// allowlisted https links to the OS browser. Never inside the app window.
import { Anchor, Group, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  icon?: ReactNode;
  /** The full name when the visible text is shortened. */
  title?: string;
}

export function ExternalLink({ href, children, icon, title, ...props }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" title={title} c="blue.3" {...props}>
      {icon ? (
        <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
          {icon}
          <span>{children}</span>
        </Group>
      ) : (
        children
      )}
    </Anchor>
  );
}
