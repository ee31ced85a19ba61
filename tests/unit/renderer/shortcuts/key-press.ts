// A key press as the shortcut engine reads it, and the page states it is judged in.
import type { KeyContext, KeyPress } from '@renderer/lib/shortcuts/matching';

export const press = (code: string, more: Partial<KeyPress> = {}): KeyPress => ({
  code,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  ...more,
});

export const idle: KeyContext = { typing: false, onControl: false, overlayOpen: false, lettersEnabled: true };
