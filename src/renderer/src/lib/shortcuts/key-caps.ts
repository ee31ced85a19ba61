// How a binding's keys are written in the sheet: the key caps in order ('Ctrl', 'Enter'), the
// platform's modifier (⌘ on a Mac), and the Arabic letter the same key types on an Arabic keyboard.
import type { KeyCode, ShortcutBinding } from './binding';

/** The names of keys that are words, in the UI language. */
export interface KeyNames {
  ctrl: string;
  shift: string;
  enter: string;
  escape: string;
  space: string;
}

const SYMBOLS: Partial<Record<KeyCode, string>> = {
  Slash: '/',
  Comma: ',',
  Period: '.',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Home: 'Home',
  End: 'End',
  PageUp: 'PgUp',
  PageDown: 'PgDn',
};

/** What Shift turns a symbol key into on a US keyboard. */
const SHIFTED: Partial<Record<KeyCode, string>> = {
  Slash: '?',
  Comma: '<',
  Period: '>',
  Minus: '_',
  Equal: '+',
};

/** The Arabic (101) layout: the letter each Latin key types, in keyboard order. */
const LATIN_ROWS = 'QWERTYUIOPASDFGHJKLZXCVBNM';
const ARABIC_ROWS = 'ض ص ث ق ف غ ع ه خ ح ش س ي ب ل ا ت ن م ئ ء ؤ ر لا ى ة'.split(' ');
const ARABIC_LETTERS = new Map([...LATIN_ROWS].map((latin, index) => [latin, ARABIC_ROWS[index]]));

function mainKey(code: KeyCode, shift: boolean, names: KeyNames): { cap: string; shifted: boolean } {
  if (code.startsWith('Key')) return { cap: code.slice(3), shifted: false };
  if (code.startsWith('Digit')) return { cap: code.slice(5), shifted: false };
  if (code === 'Enter') return { cap: names.enter, shifted: false };
  if (code === 'Escape') return { cap: names.escape, shifted: false };
  if (code === 'Space') return { cap: names.space, shifted: false };
  const shifted = shift ? SHIFTED[code] : undefined;
  return shifted ? { cap: shifted, shifted: true } : { cap: SYMBOLS[code] ?? code, shifted: false };
}

/** The caps to press together, e.g. ['Ctrl', 'Enter'] or ['?'] (Shift + / written as the ?). */
export function keyCaps(
  binding: Pick<ShortcutBinding, 'code' | 'shift' | 'ctrlOrMeta'>,
  names: KeyNames,
  mac: boolean,
): string[] {
  const key = mainKey(binding.code, Boolean(binding.shift), names);
  return [
    ...(binding.ctrlOrMeta ? [mac ? '⌘' : names.ctrl] : []),
    ...(binding.shift && !key.shifted ? [names.shift] : []),
    key.cap,
  ];
}

/** The Arabic letter of a letter key ('KeyJ' → 'ت'), for reviewers whose keyboard shows both. */
export function arabicLetterOf(code: KeyCode): string | undefined {
  return code.startsWith('Key') ? ARABIC_LETTERS.get(code.slice(3)) : undefined;
}

/** A Mac shows ⌘ where other systems show Ctrl. */
export function isMacPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /mac|iphone|ipad/i.test(nav.platform || nav.userAgent);
}
