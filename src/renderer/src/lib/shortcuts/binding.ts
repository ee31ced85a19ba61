// A keyboard shortcut as a screen declares it: the physical key (KeyboardEvent.code, so the J key acts
// under an Arabic layout too, where it types "ت"), its modifiers, where it may act, and what it does.
import type enShortcuts from '@locales/en/shortcuts.json';

/** Each character of S, as a union. */
type Chars<S extends string> = S extends `${infer C}${infer Rest}` ? C | Chars<Rest> : never;
type Letter = Chars<'ABCDEFGHIJKLMNOPQRSTUVWXYZ'>;
type Digit = Chars<'0123456789'>;

/** The physical keys a binding may name (`KeyboardEvent.code`, US-layout names). */
export type KeyCode =
  | `Key${Letter}`
  | `Digit${Digit}`
  | 'Slash'
  | 'Comma'
  | 'Period'
  | 'Minus'
  | 'Equal'
  | 'BracketLeft'
  | 'BracketRight'
  | 'Enter'
  | 'Escape'
  | 'Space'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

/** What a shortcut does, for the sheet: a key of `actions` in locales/<lang>/shortcuts.json. */
export type ShortcutLabelKey = `actions.${keyof typeof enShortcuts.actions & string}`;

export interface ShortcutBinding {
  /** Unique on its screen, e.g. 'queues.next-row'. */
  id: string;
  code: KeyCode;
  /** Shift must be held (`?` is Shift + Slash); without it, Shift must not be. */
  shift?: boolean;
  /** Ctrl, or ⌘ on a Mac, must be held; without it, neither may be. Alt never acts. */
  ctrlOrMeta?: boolean;
  /** Acts while focus is in a text field too (Escape, Ctrl+Enter); letters never should. */
  inTyping?: boolean;
  /**
   * A character-key shortcut (a letter, `/`, `?`): the reviewer can turn these off (WCAG 2.1.4).
   * Keys such as Escape or Ctrl+Enter leave it unset and always act.
   */
  letter?: boolean;
  /** Acts while a dialog or menu is open (only the dialog's own keys should). */
  inDialog?: boolean;
  /** Acts on auto-repeat while the key is held (moving a selection); never for what submits. */
  repeat?: boolean;
  /** Whether it applies right now (Esc leaves full screen only in full screen); another may act instead. */
  when?: () => boolean;
  labelKey: ShortcutLabelKey;
  run(event: KeyboardEvent): void;
}
