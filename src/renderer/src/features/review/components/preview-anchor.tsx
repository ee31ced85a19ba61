// A part of the preview that shows what one field judges: highlighted, marked `aria-current` and
// scrolled into the preview's view while its field is current; a click makes its field current
// (one listener in PreviewPanel). Only this wrapper re-renders when the current field changes.
import type { ReactNode } from 'react';
import { usePreviewAnchor } from '../hooks/use-current-field';
import classes from './current-field.module.css';

interface PreviewAnchorProps {
  /** See previewAnchorOf in lib/preview-anchors.ts. */
  anchor: string;
  children: ReactNode;
  className?: string;
}

export function PreviewAnchor({ anchor, children, className }: PreviewAnchorProps) {
  const anchorProps = usePreviewAnchor(anchor);
  return (
    <div
      {...anchorProps}
      className={`${anchorProps.className} ${classes.previewBlock}${className ? ` ${className}` : ''}`}
    >
      {children}
    </div>
  );
}
