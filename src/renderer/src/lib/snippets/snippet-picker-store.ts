// Which note (or conclusion) has its snippet list open, and the key that opens it: Ctrl+/ (⌘/ on a
// Mac), by the physical key, so it is the same key on an Arabic keyboard (where it types "ظ"). It
// works while typing, clashes with no key of the console, its menu, the systems, the browsers or the
// screen readers, and is not a single character, so the switch for single-key shortcuts leaves it on.
import { create } from 'zustand';
import type { ShortcutBinding } from '../shortcuts/binding';

/** A text box snippets can be inserted into carries this attribute. */
const SNIPPET_FIELD_ATTRIBUTE = 'data-snippet-field';

export type SnippetField = HTMLTextAreaElement;

/** A text box that takes snippets and can be changed now. */
export const isSnippetField = (element: Element | null): element is SnippetField =>
  element instanceof HTMLTextAreaElement &&
  element.hasAttribute(SNIPPET_FIELD_ATTRIBUTE) &&
  !element.readOnly &&
  !element.disabled;

/** Focus going into the open list is still the text box's: its rules wait (it is not left yet). */
export const isInSnippetPicker = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-snippet-picker]') !== null;

export interface OpenSnippetList {
  field: SnippetField;
  /** The field's selection when the list opened: where the snippet goes, and the caret on return. */
  selection: [number, number];
}

interface SnippetPickerState {
  open: OpenSnippetList | null;
  show(field: SnippetField): void;
  hide(): void;
}

export const useSnippetPicker = create<SnippetPickerState>()((set) => ({
  open: null,
  show: (field) => set({ open: { field, selection: [field.selectionStart, field.selectionEnd] } }),
  hide: () => set({ open: null }),
}));

/** The key that opens the list from the focused note; `when` adds the screen's own condition. */
export function snippetPickerShortcut(when: () => boolean = () => true): ShortcutBinding {
  return {
    id: 'snippets.open-picker',
    code: 'Slash',
    ctrlOrMeta: true,
    inTyping: true,
    when: () => isSnippetField(document.activeElement) && when(),
    labelKey: 'actions.insertSnippet',
    run: () => {
      const field = document.activeElement;
      if (isSnippetField(field)) useSnippetPicker.getState().show(field);
    },
  };
}
