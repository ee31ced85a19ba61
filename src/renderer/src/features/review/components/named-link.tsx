// A work link or document of the preview: its name (or address) cut to the preview's limit, the whole
// name in the tooltip, and no bidi control characters to disguise it (see withoutBidiControls).
import type { ReactNode } from 'react';
import { truncateName, withoutBidiControls } from '@shared/domain/preview-text';
import { ExternalLink } from './external-link';

interface NamedLinkProps {
  href: string;
  name: string | null | undefined;
  limit: number;
  icon: ReactNode;
  size?: 'sm';
}

export function NamedLink({ href, name, limit, icon, size }: NamedLinkProps) {
  const label = withoutBidiControls(name || href);
  return (
    <ExternalLink href={href} icon={icon} title={label} size={size}>
      {truncateName(label, limit)}
    </ExternalLink>
  );
}
