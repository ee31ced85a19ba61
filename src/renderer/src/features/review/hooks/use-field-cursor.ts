// The step's current field and what the keys, the progress line and the preview do with it: move
// (J, K; in full screen only the preview follows), judge (V, I), leave a note (Esc), go to the tags
// (T), go to a problem, follow a preview click. The form's own controls do the work (a radio is
// clicked, not set), so a keyboard review sends exactly what a mouse review sends.
import { useMemo, useState, type RefObject } from 'react';
import { moveField, type FieldProblem } from '../lib/field-cursor';
import {
  expandField,
  fieldControlOf,
  fieldItemOf,
  fieldPathOf,
  noteOf,
  scrollToField,
  shown,
  statusRadioOf,
  whenPresent,
} from '../lib/field-dom';
import { fieldForAnchor } from '../lib/preview-anchors';
import { createCurrentFieldStore, type CurrentFieldControl } from '../stores/current-field-store';

export interface FieldCursor {
  control: CurrentFieldControl;
  /** Makes a field current: opened, focused (its accordion control) and scrolled into view. */
  goTo(path: string): void;
  move(step: 1 | -1): void;
  /** Makes the next or previous field current without touching the list's focus (full screen). */
  show(step: 1 | -1): void;
  /** A field is current and judged on this step (V and I act on it). */
  judging(): boolean;
  mark(status: 'valid' | 'invalid'): void;
  /** From a note back to its field. */
  leaveNote(): void;
  focusTags(): void;
  goToProblem(problem: { path: string; problem: FieldProblem }): void;
}

export function useFieldCursor(
  root: RefObject<HTMLElement | null>,
  stepPaths: readonly string[],
  fieldPaths: readonly string[],
): FieldCursor {
  const [store] = useState(createCurrentFieldStore);
  return useMemo(() => {
    const itemOf = (path: string) => (root.current ? fieldItemOf(root.current, path) : null);
    const current = () => store.getState().path;

    const goTo = (path: string) => {
      store.getState().select(path);
      const item = itemOf(path);
      if (!item) return;
      const opening = expandField(item);
      fieldControlOf(item)?.focus({ preventScroll: true });
      scrollToField(item, opening);
    };
    const judging = () => {
      const path = current();
      return path !== null && fieldPaths.includes(path);
    };
    /** Acts on the current field's panel, once it is open. */
    const inCurrentPanel = (act: (item: HTMLElement) => void) => {
      const path = current();
      const item = path && judging() ? itemOf(path) : null;
      if (!item) return;
      if (expandField(item)) requestAnimationFrame(() => act(item));
      else act(item);
    };
    /** Focuses a control of the field once its panel shows it (a collapsed one is opening). */
    const focusInPanel = (find: () => HTMLElement | null) =>
      whenPresent(
        () => shown(find()),
        (control) => {
          control.focus({ preventScroll: true });
          control.scrollIntoView?.({ block: 'nearest' });
        },
      );
    const focusNote = (item: HTMLElement) => focusInPanel(() => noteOf(item));

    return {
      control: {
        store,
        chooseAnchor(anchor) {
          const path = fieldForAnchor(anchor, { stepPaths, fieldPaths, current: current() });
          if (path === null) return;
          store.getState().select(path, 'preview');
          const item = itemOf(path);
          if (item) scrollToField(item, expandField(item));
        },
      },
      goTo,
      move(step) {
        const next = moveField(stepPaths, fieldPaths, current(), step);
        if (next !== null) goTo(next);
      },
      show(step) {
        const next = moveField(stepPaths, fieldPaths, current(), step);
        if (next === null) return;
        store.getState().select(next);
        // The list behind follows, so it shows that field once full screen closes.
        const item = itemOf(next);
        if (item) scrollToField(item);
      },
      judging,
      mark(status) {
        inCurrentPanel((item) => {
          statusRadioOf(item, status)?.click();
          if (status === 'invalid') focusNote(item);
        });
      },
      leaveNote() {
        const path = fieldPathOf(document.activeElement);
        const item = path ? itemOf(path) : null;
        if (!path || !item) return;
        store.getState().select(path);
        fieldControlOf(item)?.focus();
      },
      focusTags() {
        root.current?.querySelector<HTMLInputElement>('[data-tag-input]')?.focus();
      },
      goToProblem({ path, problem }) {
        goTo(path);
        const item = itemOf(path);
        if (!item) return;
        // The control that needs the work: its note, or its choice when it has no status yet.
        if (problem === 'note') focusNote(item);
        else focusInPanel(() => statusRadioOf(item, 'valid'));
      },
    };
  }, [root, store, stepPaths, fieldPaths]);
}
