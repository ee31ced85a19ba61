// A review step's keys, by their physical key (they work on an Arabic keyboard): J and K through the
// fields, V and I to judge the current one, Esc from its note back to it, T to the tags, and
// Ctrl/⌘+Enter for Next (only while Next is enabled; the step's submit guard sends it once). While the
// preview is full screen J and K move through the fields in it and nothing reaches the fields behind
// it; while Next is being sent no key edits the step. Ctrl+/ in a note opens the snippets.
import type { ShortcutBinding } from '@renderer/lib/shortcuts/binding';
import { snippetPickerShortcut } from '@renderer/lib/snippets/snippet-picker-store';
import { isFieldNote } from './field-dom';

/** What the keys do on the step (the step's field cursor). */
export interface StepKeyActions {
  move(step: 1 | -1): void;
  /** The next or previous field becomes current, shown in the full-screen preview; focus stays there. */
  show(step: 1 | -1): void;
  /** A field is current and judged on this step: V and I act on it. */
  judging(): boolean;
  mark(status: 'valid' | 'invalid'): void;
  leaveNote(): void;
  focusTags(): void;
}

export interface StepKeys {
  cursor: StepKeyActions;
  /** The step's Next button as it is on the page now (enabled or not), if it is there. */
  nextButton(): HTMLButtonElement | null;
  /** The preview covers the step (its full screen). */
  fullScreen(): boolean;
  /** The step is read-only: its Next is being sent, or has been. */
  readOnly(): boolean;
}

export function stepShortcuts({ cursor, nextButton, fullScreen, readOnly }: StepKeys): ShortcutBinding[] {
  const onFields = () => !fullScreen();
  const editing = () => onFields() && !readOnly();
  return [
    // First: the sheet lists them right after the preview's own F and Esc (registered before these).
    {
      id: 'review.next-field-full-screen',
      code: 'KeyJ',
      letter: true,
      repeat: true,
      when: fullScreen,
      labelKey: 'actions.nextFieldFullScreen',
      run: () => cursor.show(1),
    },
    {
      id: 'review.previous-field-full-screen',
      code: 'KeyK',
      letter: true,
      repeat: true,
      when: fullScreen,
      labelKey: 'actions.previousFieldFullScreen',
      run: () => cursor.show(-1),
    },
    {
      id: 'review.next-field',
      code: 'KeyJ',
      letter: true,
      repeat: true,
      when: onFields,
      labelKey: 'actions.nextField',
      run: () => cursor.move(1),
    },
    {
      id: 'review.previous-field',
      code: 'KeyK',
      letter: true,
      repeat: true,
      when: onFields,
      labelKey: 'actions.previousField',
      run: () => cursor.move(-1),
    },
    {
      id: 'review.mark-valid',
      code: 'KeyV',
      letter: true,
      when: () => editing() && cursor.judging(),
      labelKey: 'actions.markValid',
      run: () => cursor.mark('valid'),
    },
    {
      id: 'review.mark-invalid',
      code: 'KeyI',
      letter: true,
      when: () => editing() && cursor.judging(),
      labelKey: 'actions.markInvalid',
      run: () => cursor.mark('invalid'),
    },
    {
      // Registered after the preview's full screen, so in a note Esc goes back to the field first.
      id: 'review.leave-note',
      code: 'Escape',
      inTyping: true,
      when: () => isFieldNote(document.activeElement),
      labelKey: 'actions.leaveNote',
      run: () => cursor.leaveNote(),
    },
    snippetPickerShortcut(editing),
    {
      id: 'review.focus-tags',
      code: 'KeyT',
      letter: true,
      when: editing,
      labelKey: 'actions.focusTags',
      run: () => cursor.focusTags(),
    },
    {
      id: 'review.submit-step',
      code: 'Enter',
      ctrlOrMeta: true,
      inTyping: true,
      // Next itself is pressed: the same submit, its once-only guard, and nothing while it is disabled.
      when: () => nextButton()?.disabled === false,
      labelKey: 'actions.submitStep',
      run: () => nextButton()?.click(),
    },
  ];
}
