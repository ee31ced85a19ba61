// The pure parts of inserting a snippet: finding it by what the reviewer types, the text it makes at
// the caret, and the key that opens the list (a new snippet's rules: snippet-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { exceedsMaxLength, insertedText } from '@renderer/lib/snippets/insert-text';
import { isSnippetField, snippetPickerShortcut } from '@renderer/lib/snippets/snippet-picker-store';
import { filterSnippets, searchKey } from '@renderer/lib/snippets/snippet-search';
import { findShortcut } from '@renderer/lib/shortcuts/matching';
import { idle, press } from '../shortcuts/key-press';

describe('the search', () => {
  const snippets = [
    { name: 'Résumé missing', text: 'No CV attached.' },
    { name: 'إعلان مضلل', text: 'الإعلانُ يَعِدُ بما لا تقدّمه الوكالة.' },
    { name: 'Portfolio', text: 'The portfolio links are dead.' },
  ];
  const names = (query: string) => filterSnippets(snippets, query).map((snippet) => snippet.name);

  it('ignores case, accents and Arabic marks, and reads أ إ آ as ا, ى as ي, ة as ه', () => {
    expect(searchKey('Résumé')).toBe('resume');
    expect(searchKey('الإعلانُ يَعِدُ')).toBe('الاعلان يعد');
    expect(searchKey('مستشفى جامعة آمنة')).toBe(searchKey('مستشفي جامعه امنه'));
    expect(searchKey('مـــرحبا')).toBe('مرحبا');
  });

  it('finds a snippet by every word typed, in its name or its text, in any order', () => {
    expect(names('RESUME')).toEqual(['Résumé missing']);
    expect(names('dead portfolio')).toEqual(['Portfolio']);
    expect(names('cv resume')).toEqual(['Résumé missing']);
    expect(names('الاعلان الوكاله')).toEqual(['إعلان مضلل']);
    expect(names('portfolio cv')).toEqual([]);
    expect(names('  ')).toEqual(snippets.map((snippet) => snippet.name));
  });
});

describe('the text a snippet makes', () => {
  it('goes in at the caret, replacing the selection, the caret after it', () => {
    expect(insertedText('ab', [1, 1], 'XY')).toEqual({
      inserted: 'XY',
      replaced: [1, 1],
      value: 'aXYb',
      caret: 3,
    });
    expect(insertedText('abcd', [1, 3], 'X')).toMatchObject({ value: 'aXd', caret: 2 });
  });

  it('keeps to the text when the selection is outside it, and writes line breaks as a textarea keeps them', () => {
    expect(insertedText('ab', [5, 9], 'X')).toMatchObject({ value: 'abX', replaced: [2, 2], caret: 3 });
    expect(insertedText('', [0, 0], 'one\r\ntwo\rthree')).toMatchObject({
      value: 'one\ntwo\nthree',
      caret: 13,
    });
  });

  it("is refused past the field's limit only", () => {
    const edit = insertedText('x'.repeat(8), [8, 8], 'ab');
    expect(exceedsMaxLength(edit, 10)).toBe(false);
    expect(exceedsMaxLength(edit, 9)).toBe(true);
    expect(exceedsMaxLength(edit, -1)).toBe(false);
  });
});

describe('the key that opens the list', () => {
  const binding = snippetPickerShortcut();
  const typing = { ...idle, typing: true };

  it('is Ctrl+/ or ⌘/ by the physical key, while typing, even with single-key shortcuts off', () => {
    const note = document.body.appendChild(document.createElement('textarea'));
    note.setAttribute('data-snippet-field', '');
    note.focus();
    expect(findShortcut([binding], press('Slash', { ctrlKey: true }), typing)).toBe(binding);
    expect(
      findShortcut([binding], press('Slash', { metaKey: true }), { ...typing, lettersEnabled: false }),
    ).toBe(binding);
    expect(findShortcut([binding], press('Slash'), typing)).toBeUndefined();
    expect(
      findShortcut([binding], press('Slash', { ctrlKey: true, shiftKey: true }), typing),
    ).toBeUndefined();
    expect(findShortcut([binding], press('Slash', { ctrlKey: true, altKey: true }), typing)).toBeUndefined();
    // Never on top of an open dialog or list.
    expect(
      findShortcut([binding], press('Slash', { ctrlKey: true }), { ...typing, overlayOpen: true }),
    ).toBeUndefined();
    note.remove();
  });

  it('acts only in a text box that takes snippets and can be changed', () => {
    const box = document.createElement('textarea');
    expect(isSnippetField(box)).toBe(false);
    box.setAttribute('data-snippet-field', '');
    expect(isSnippetField(box)).toBe(true);
    box.readOnly = true;
    expect(isSnippetField(box)).toBe(false);
    const input = document.createElement('input');
    input.setAttribute('data-snippet-field', '');
    expect(isSnippetField(input)).toBe(false);
    document.body.appendChild(box);
    box.focus();
    expect(
      findShortcut([binding], press('Slash', { ctrlKey: true }), { ...idle, typing: true }),
    ).toBeUndefined();
    box.remove();
  });
});
