// A part of the preview that shows what one field judges: highlighted, marked `aria-current` and
// scrolled into the preview's view while its field is current; a click makes its field current
// (one listener in PreviewPanel). Only this wrapper re-renders when the current field changes.
import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePreviewAnchor } from '../hooks/use-current-field';
import classes from './current-field.module.css';

interface PreviewAnchorProps extends BoxProps {
  /** See previewAnchorOf in lib/preview-anchors.ts. */
  anchor: string;
  children: ReactNode;
}

export function PreviewAnchor({ anchor, children, ...props }: PreviewAnchorProps) {
  const anchorProps = usePreviewAnchor(anchor);
  return (
    <Box {...props} {...anchorProps} className={`${anchorProps.className} ${classes.previewBlock}`}>
      {children}
    </Box>
  );
}
