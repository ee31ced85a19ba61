import { describe, expect, it, vi } from 'vitest';
import type { ShortcutBinding } from '@renderer/lib/shortcuts/binding';
import { findShortcut, matchesKeys, mayAct, type KeyPress } from '@renderer/lib/shortcuts/matching';
import { idle, press } from './key-press';

const binding = (more: Partial<ShortcutBinding> = {}): ShortcutBinding => ({
  id: 'next',
  code: 'KeyJ',
  letter: true,
  labelKey: 'actions.nextRow',
  run: vi.fn(),
  ...more,
});

const J = binding();
const question = binding({ id: 'sheet', code: 'Slash', shift: true, labelKey: 'actions.showShortcuts' });
const ctrlEnter = binding({ id: 'submit', code: 'Enter', ctrlOrMeta: true, letter: false, inTyping: true });
const escape = binding({ id: 'leave', code: 'Escape', letter: false, inTyping: true });

describe('a binding matches the physical key, never the character it types', () => {
  it('acts on the J key under an Arabic layout, where it types "ت"', () => {
    expect(matchesKeys(J, { ...press('KeyJ'), key: 'ت' } as KeyPress)).toBe(true);
  });

  it('does not act on "j" typed by another key (a Dvorak or French layout)', () => {
    expect(matchesKeys(J, { ...press('KeyH'), key: 'j' } as KeyPress)).toBe(false);
  });

  it('counts the numeric keypad’s Enter as Enter', () => {
    expect(matchesKeys(ctrlEnter, press('NumpadEnter', { ctrlKey: true }))).toBe(true);
  });
});

describe('modifiers', () => {
  it('never act with Ctrl, ⌘ or Alt unless the binding names them', () => {
    expect(matchesKeys(J, press('KeyJ', { ctrlKey: true }))).toBe(false);
    expect(matchesKeys(J, press('KeyJ', { metaKey: true }))).toBe(false);
    expect(matchesKeys(J, press('KeyJ', { altKey: true }))).toBe(false);
  });

  it('need Shift exactly when named: ? is Shift + Slash, / is Slash alone', () => {
    const slash = binding({ code: 'Slash' });
    expect(matchesKeys(question, press('Slash', { shiftKey: true }))).toBe(true);
    expect(matchesKeys(question, press('Slash'))).toBe(false);
    expect(matchesKeys(slash, press('Slash', { shiftKey: true }))).toBe(false);
    expect(matchesKeys(J, press('KeyJ', { shiftKey: true }))).toBe(false);
  });

  it('take Ctrl or ⌘ for a Ctrl+Enter binding, and Enter alone is not it', () => {
    expect(matchesKeys(ctrlEnter, press('Enter', { ctrlKey: true }))).toBe(true);
    expect(matchesKeys(ctrlEnter, press('Enter', { metaKey: true }))).toBe(true);
    expect(matchesKeys(ctrlEnter, press('Enter'))).toBe(false);
    expect(matchesKeys(ctrlEnter, press('Enter', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('where a shortcut may act', () => {
  it('never while typing in a field, unless the binding acts in fields (Esc, Ctrl+Enter)', () => {
    const typing = { ...idle, typing: true };
    expect(mayAct(J, press('KeyJ'), typing)).toBe(false);
    expect(mayAct(escape, press('Escape'), typing)).toBe(true);
    expect(mayAct(ctrlEnter, press('Enter', { ctrlKey: true }), typing)).toBe(true);
  });

  it('never while a dialog or menu is open, except a binding of the dialog itself', () => {
    const open = { ...idle, overlayOpen: true };
    expect(mayAct(J, press('KeyJ'), open)).toBe(false);
    expect(mayAct(escape, press('Escape'), open)).toBe(false);
    expect(mayAct({ ...question, inDialog: true }, press('Slash', { shiftKey: true }), open)).toBe(true);
  });

  it('never while an input method composes text', () => {
    expect(mayAct(J, press('KeyJ', { isComposing: true }), idle)).toBe(false);
    expect(mayAct(J, press('KeyJ', { keyCode: 229 }), idle)).toBe(false);
  });

  it('never on a key the page already handled', () => {
    expect(mayAct(escape, press('Escape', { defaultPrevented: true }), idle)).toBe(false);
  });

  it('ignores a held key’s auto-repeat, unless the binding moves something (J, K)', () => {
    const open = binding({ id: 'open', code: 'Enter', letter: false });
    expect(mayAct(open, press('Enter', { repeat: true }), idle)).toBe(false);
    expect(mayAct({ ...J, repeat: true }, press('KeyJ', { repeat: true }), idle)).toBe(true);
    expect(mayAct(J, press('KeyJ', { repeat: true }), idle)).toBe(false);
  });

  it('leaves Enter to a focused button or link, which presses itself', () => {
    const open = binding({ id: 'open', code: 'Enter', letter: false });
    const onControl = { ...idle, onControl: true };
    expect(mayAct(open, press('Enter'), onControl)).toBe(false);
    expect(mayAct(ctrlEnter, press('Enter', { ctrlKey: true }), onControl)).toBe(true);
    expect(mayAct(J, press('KeyJ'), onControl)).toBe(true);
  });

  it('asks the binding whether it applies right now', () => {
    expect(mayAct({ ...escape, when: () => false }, press('Escape'), idle)).toBe(false);
    expect(mayAct({ ...escape, when: () => true }, press('Escape'), idle)).toBe(true);
  });
});

describe('the switch for single-key shortcuts (WCAG 2.1.4)', () => {
  const off = { ...idle, lettersEnabled: false };

  it('turns off J, / and ? and nothing else', () => {
    expect(mayAct(J, press('KeyJ'), off)).toBe(false);
    expect(mayAct(question, press('Slash', { shiftKey: true }), off)).toBe(false);
    expect(mayAct(escape, press('Escape'), off)).toBe(true);
    expect(mayAct(ctrlEnter, press('Enter', { ctrlKey: true }), off)).toBe(true);
  });
});

describe('choosing the binding', () => {
  it('takes the first (newest) that may act, passing over one that does not apply now', () => {
    const fullScreenExit = { ...escape, id: 'exit', when: () => false };
    expect(findShortcut([fullScreenExit, escape], press('Escape'), idle)).toBe(escape);
    expect(findShortcut([J, escape], press('KeyK'), idle)).toBeUndefined();
  });

  it('reads the page only when some binding wants the key', () => {
    const context = vi.fn(() => idle);
    findShortcut([J], press('KeyX'), context);
    expect(context).not.toHaveBeenCalled();
    findShortcut([J], press('KeyJ'), context);
    expect(context).toHaveBeenCalledOnce();
  });
});
