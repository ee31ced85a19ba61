// A snippet typed into a note at the caret, replacing what is selected: as the browser's own edit where
// it can be (so Ctrl+Z takes it back), and always through the field's input event, so the form hears
// it as typing (its draft, counter and rules follow).

export interface TextEdit {
  /** What is typed in: line breaks as a textarea keeps them (\n). */
  inserted: string;
  /** The part of the old text it replaces (the selection, within the text). */
  replaced: [number, number];
  value: string;
  /** Where the caret ends: right after the inserted text. */
  caret: number;
}

/** The field's text with `insert` in place of [start, end) (clamped to the text). */
export function insertedText(
  value: string,
  [start, end]: readonly [number, number],
  insert: string,
): TextEdit {
  const from = Math.min(Math.max(0, start), value.length);
  const to = Math.min(Math.max(from, end), value.length);
  const inserted = insert.replace(/\r\n?/g, '\n');
  return {
    inserted,
    replaced: [from, to],
    value: value.slice(0, from) + inserted + value.slice(to),
    caret: from + inserted.length,
  };
}

/** Longer than the field allows (`maxLength` in UTF-16 units, as the browser counts it; negative: none). */
export const exceedsMaxLength = (edit: TextEdit, maxLength: number) =>
  maxLength >= 0 && edit.value.length > maxLength;

/** Makes `edit` the field's text, with the caret after the insertion and the field focused. */
export function typeInto(field: HTMLTextAreaElement | HTMLInputElement, edit: TextEdit): void {
  field.focus();
  field.setSelectionRange(...edit.replaced);
  try {
    // The one way to make an edit the browser can undo; it fires the input event itself.
    field.ownerDocument.execCommand('insertText', false, edit.inserted);
  } catch {
    // Not there (jsdom): the value is set below.
  }
  if (field.value === edit.value) return;
  // setRangeText leaves React's record of the value behind, so the input event reads as a change.
  field.setRangeText(edit.value, 0, field.value.length, 'end');
  field.setSelectionRange(edit.caret, edit.caret);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
