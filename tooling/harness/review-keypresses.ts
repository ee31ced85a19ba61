// The key-press figure of docs/performance.md: the key presses of a review step with the shortcuts and with Tab
// alone, counted from the step's structure (notes aside). `npm run bench` prints it;
// tests/e2e/review-keyboard.spec.ts reviews the profile step both ways in Chromium and checks these
// counts against the real page.

export interface StepShape {
  /** Fields to judge (all valid by default). */
  fields: number;
  /** Fields the reviewer marks invalid, each with a note. */
  invalid: number;
  /** Tags shown (each has a remove button) and suggested tags (each a button). */
  tags: number;
  suggestions: number;
}

/** The profile step as it opens: the five default tags, none left to suggest. */
export const DEFAULT_TAGS_SHAPE = { tags: 5, suggestions: 0 } as const;

/** The figure docs/performance.md gives: a 24-field step with two invalid fields. */
export const DOCUMENTED_STEP: StepShape = { fields: 24, invalid: 2, ...DEFAULT_TAGS_SHAPE };

/**
 * Tab stops from the step's heading to Next: Copy link beside it, the tag input, each tag's remove
 * button, each suggestion, then per field its accordion control and its radio group (one stop: arrows
 * choose), then Back and Next.
 */
export const tabStopsToNext = ({ fields, tags, suggestions }: StepShape) =>
  1 + 1 + tags + suggestions + 2 * fields + 2;

/**
 * Tab alone: every stop, per invalid field an arrow to Invalid and three stops more (its note, then
 * the note's Insert snippet and Save as snippet), Enter on Next.
 */
export const tabOnlyKeyPresses = (shape: StepShape) => tabStopsToNext(shape) + 4 * shape.invalid + 1;

/** The shortcuts: J to each field, per invalid field I (into its note) and Esc (back out), Ctrl+Enter. */
export const shortcutKeyPresses = ({ fields, invalid }: StepShape) => fields + 2 * invalid + 1;

/** A note as the figure counts it when typed: a short one, as reviewers write them. */
export const TYPED_NOTE = 'Copied from another agency profile.';

/** A snippet found by the first letters of its name: this many typed into the list's filter. */
export const SNIPPET_FILTER_KEYS = 2;

/** A note from a snippet: Ctrl+/ (⌘/) opens the list, the first letters of its name, Enter inserts it. */
export const SNIPPET_KEY_PRESSES = 1 + SNIPPET_FILTER_KEYS + 1;

/** The shortcuts with every note typed key by key (`noteLength` characters each). */
export const typedNotesKeyPresses = (shape: StepShape, noteLength = TYPED_NOTE.length) =>
  shortcutKeyPresses(shape) + shape.invalid * noteLength;

/** The shortcuts with every note inserted from a snippet. */
export const snippetNotesKeyPresses = (shape: StepShape) =>
  shortcutKeyPresses(shape) + shape.invalid * SNIPPET_KEY_PRESSES;

/** The lines `npm run bench` prints. */
export function keypressLines(shape: StepShape = DOCUMENTED_STEP): string[] {
  const about = `${shape.fields}-field review step, ${shape.invalid} invalid`;
  return [
    `key presses, ${about}, notes aside: ${shortcutKeyPresses(shape)} with the shortcuts (J, I, Esc, Ctrl+Enter)`,
    `key presses, ${about}, notes aside: ${tabOnlyKeyPresses(shape)} with Tab alone (${tabStopsToNext(shape)} stops to Next)`,
    `key presses, ${about}, notes included: ${typedNotesKeyPresses(shape)} with the shortcuts, each note typed (${TYPED_NOTE.length} characters)`,
    `key presses, ${about}, notes included: ${snippetNotesKeyPresses(shape)} with the shortcuts, each note from a snippet (Ctrl+/, ${SNIPPET_FILTER_KEYS} letters of its name, Enter)`,
  ];
}
