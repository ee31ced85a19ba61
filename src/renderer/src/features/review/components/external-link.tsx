// Links out of the app: a new tab in a browser; on the desktop main's window-open handler sends
// allowlisted https links to the OS browser. Never inside the app window.
import { Anchor, Group, Text, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  icon?: ReactNode;
  /** The full name when the visible text is shortened. */
  title?: string;
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

export function ExternalLink({ href, children, icon, title, ...props }: ExternalLinkProps) {
  // Names come from the agency: isolated, so their direction never reorders the text around them.
  const name = <bdi>{children}</bdi>;
  const content = icon ? (
    <Group component="span" gap={6} wrap="nowrap" display="inline-flex" maw="100%">
      {icon}
      {name}
    </Group>
  ) : (
    name
  );
  if (!isWebUrl(href)) {
    return (
      <Text span title={title} size={props.size} c="dimmed">
        {content}
      </Text>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" title={title} c="blue.3" {...props}>
      {content}
    </Anchor>
  );
}
