// The rules of the shortcut engine as pure functions: which binding, if any, a key press runs.
import type { ShortcutBinding } from './binding';

/** What the page was doing when the key went down (read from the DOM by `keyContext`). */
export interface KeyContext {
  /** Focus is in a text field, textarea, select or editable element. */
  typing: boolean;
  /** Focus is on a button, link or other control that answers Enter and Space itself. */
  onControl: boolean;
  /** A dialog, menu or list box is open. */
  overlayOpen: boolean;
  /** The reviewer's switch: character-key shortcuts act. */
  lettersEnabled: boolean;
}

/** The key event's fields the engine reads; never `key`, which follows the keyboard layout. */
export type KeyPress = Pick<
  KeyboardEvent,
  'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'isComposing' | 'defaultPrevented'
> & { keyCode?: number };

/** The numeric keypad's Enter is Enter. */
const sameKey = (code: string, wanted: string) =>
  code === wanted || (wanted === 'Enter' && code === 'NumpadEnter');

/** The physical key and exactly the modifiers the binding names (Alt never). */
export function matchesKeys(binding: ShortcutBinding, event: KeyPress): boolean {
  return (
    sameKey(event.code, binding.code) &&
    event.shiftKey === Boolean(binding.shift) &&
    (event.ctrlKey || event.metaKey) === Boolean(binding.ctrlOrMeta) &&
    !event.altKey
  );
}

/** An input method is composing (Arabic, CJK): the key is part of the text (229: Chromium's mark). */
export const isComposing = (event: KeyPress) => event.isComposing || event.keyCode === 229;

/** Every rule but the key itself: where focus is, what is open, the switch, auto-repeat. */
export function mayAct(binding: ShortcutBinding, event: KeyPress, context: KeyContext): boolean {
  if (isComposing(event) || event.defaultPrevented) return false;
  if (binding.letter && !context.lettersEnabled) return false;
  if (context.typing && !binding.inTyping) return false;
  if (context.overlayOpen && !binding.inDialog) return false;
  if (event.repeat && !binding.repeat) return false;
  // Enter or Space on a focused button already presses it: never a second action on top.
  const pressesControl = binding.code === 'Enter' || binding.code === 'Space';
  if (pressesControl && context.onControl && !binding.ctrlOrMeta) return false;
  return binding.when ? binding.when() : true;
}

/**
 * The binding this key press runs, or undefined. `bindings` come newest first (the latest screen or
 * dialog to register wins); one that matches but may not act now leaves the key to the next.
 */
export function findShortcut(
  bindings: Iterable<ShortcutBinding>,
  event: KeyPress,
  context: KeyContext | (() => KeyContext),
): ShortcutBinding | undefined {
  let known: KeyContext | undefined;
  const read = () => (known ??= typeof context === 'function' ? context() : context);
  for (const binding of bindings) {
    if (matchesKeys(binding, event) && mayAct(binding, event, read())) return binding;
  }
  return undefined;
}
