import { describe, expect, it } from 'vitest';
import { arabicLetterOf, isMacPlatform, keyCaps } from '@renderer/lib/shortcuts/key-caps';

const names = { ctrl: 'Ctrl', shift: 'Shift', enter: 'Enter', escape: 'Esc', space: 'Space' };

describe('the keys the sheet shows', () => {
  it('are the letter, the symbol, or ? for Shift + /', () => {
    expect(keyCaps({ code: 'KeyJ' }, names, false)).toEqual(['J']);
    expect(keyCaps({ code: 'Slash' }, names, false)).toEqual(['/']);
    expect(keyCaps({ code: 'Slash', shift: true }, names, false)).toEqual(['?']);
    expect(keyCaps({ code: 'Escape' }, names, false)).toEqual(['Esc']);
  });

  it('name Ctrl, or ⌘ on a Mac, before the key', () => {
    expect(keyCaps({ code: 'Enter', ctrlOrMeta: true }, names, false)).toEqual(['Ctrl', 'Enter']);
    expect(keyCaps({ code: 'Enter', ctrlOrMeta: true }, names, true)).toEqual(['⌘', 'Enter']);
    expect(keyCaps({ code: 'KeyT', shift: true }, names, false)).toEqual(['Shift', 'T']);
  });

  it('take the key names in the UI language', () => {
    expect(keyCaps({ code: 'Space' }, { ...names, space: 'مسافة' }, false)).toEqual(['مسافة']);
  });

  it('give the Arabic letter a letter key types on an Arabic keyboard', () => {
    expect(arabicLetterOf('KeyJ')).toBe('ت');
    expect(arabicLetterOf('KeyK')).toBe('ن');
    expect(arabicLetterOf('KeyF')).toBe('ب');
    expect(arabicLetterOf('KeyB')).toBe('لا');
    expect(arabicLetterOf('Slash')).toBeUndefined();
  });

  it('know a Mac', () => {
    expect(isMacPlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isMacPlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
  });
});
