// Reading the step's current field: whether a field or a preview section is the current one (each
// re-renders only when that answer flips), and the step's control for the preview's clicks.
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { revealInPreview } from '../lib/field-dom';
import {
  createCurrentFieldStore,
  CurrentFieldContext,
  type CurrentFieldControl,
} from '../stores/current-field-store';
import classes from '../components/current-field.module.css';

// Outside a step (a preview on its own) nothing is ever current.
const NOTHING_CURRENT = createCurrentFieldStore();

export function useCurrentFieldControl(): CurrentFieldControl | null {
  return useContext(CurrentFieldContext);
}

export function useIsCurrentField(path: string): boolean {
  const store = useCurrentFieldControl()?.store ?? NOTHING_CURRENT;
  return useStore(store, (state) => state.path === path);
}

/**
 * What a preview section spreads on its element: its anchor, `aria-current` and the highlight while its
 * field is current, and, when it becomes current, a scroll that brings it into the preview's view.
 */
export function usePreviewAnchor(anchor: string) {
  const store = useCurrentFieldControl()?.store ?? NOTHING_CURRENT;
  const current = useStore(store, (state) => state.anchor === anchor);
  const element = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (current && element.current) return revealInPreview(element.current);
  }, [current]);
  const ref = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  return {
    ref,
    className: classes.previewAnchor,
    'data-preview-anchor': anchor,
    'aria-current': current ? ('true' as const) : undefined,
  };
}
