// What Settings checks of a snippet before keeping it, and how it changes the reviewer's list.
import { describe, expect, it } from 'vitest';
import { MAX_SNIPPETS, SNIPPET_NAME_MAX_LENGTH, SNIPPET_TEXT_MAX_LENGTH } from '@shared/domain/snippet-file';
import type { PersonalSnippets } from '@renderer/lib/snippets/snippets';
import {
  sameSnippets,
  withImportedSnippets,
  withMovedSnippet,
  withoutSnippet,
  withSavedSnippet,
} from '@renderer/features/settings/lib/snippet-list';
import { snippetProblems, trimmedSnippet } from '@renderer/lib/snippets/snippet-rules';

const EMOJI = '😀';
const list = (...names: string[]): PersonalSnippets => ({
  snippets: names.map((name, index) => ({ id: `id-${index}`, name, text: `${name} text` })),
});
const names = (value: PersonalSnippets) => value.snippets.map((snippet) => snippet.name);

describe('a snippet being written', () => {
  it('needs a name and a text that are not only spaces', () => {
    expect(snippetProblems({ name: ' ', text: '\n' }, [])).toEqual({ name: 'required', text: 'required' });
    expect(snippetProblems({ name: 'A', text: 'B' }, [])).toEqual({});
  });

  it('holds at most the file format’s characters, emoji counted as one, spaces around not counted', () => {
    const name = EMOJI.repeat(SNIPPET_NAME_MAX_LENGTH);
    const text = EMOJI.repeat(SNIPPET_TEXT_MAX_LENGTH);
    expect(snippetProblems({ name: ` ${name} `, text: ` ${text}\n` }, [])).toEqual({});
    expect(snippetProblems({ name: `${name}x`, text: `${text}x` }, [])).toEqual({
      name: 'tooLong',
      text: 'tooLong',
    });
  });

  it('may not take the name of another of the reviewer’s snippets, ignoring case and spaces', () => {
    expect(snippetProblems({ name: ' blurry LOGO ', text: 'B' }, ['Blurry logo'])).toEqual({
      name: 'duplicate',
    });
    expect(snippetProblems({ name: 'Blurry logos', text: 'B' }, ['Blurry logo'])).toEqual({});
  });

  it('is kept trimmed', () => {
    expect(trimmedSnippet({ name: ' A ', text: '\n B \n' })).toEqual({ name: 'A', text: 'B' });
  });
});

describe('the reviewer’s list', () => {
  it('changes one snippet in place, keeping its id, or adds a new one at the end', () => {
    const edited = withSavedSnippet(list('A', 'B'), 'id-1', { name: 'C', text: 'New' });
    expect(edited.snippets[1]).toEqual({ id: 'id-1', name: 'C', text: 'New' });
    expect(names(edited)).toEqual(['A', 'C']);
    expect(names(withSavedSnippet(list('A'), 'id-0', { name: 'a', text: 'Same name, new case' }))).toEqual([
      'a',
    ]);
    const added = withSavedSnippet(list('A'), null, { name: 'B', text: 'New' });
    expect(names(added)).toEqual(['A', 'B']);
    expect(added.snippets[1]!.id).not.toBe('id-0');
  });

  it('never takes a name another snippet has by now, nor grows past the limit: one repeated name would make the stored list unreadable', () => {
    const two = list('A', 'B');
    expect(withSavedSnippet(two, null, { name: ' b ', text: 'T' })).toBe(two);
    expect(withSavedSnippet(two, 'id-0', { name: 'B', text: 'T' })).toBe(two);
    const full = list(...Array.from({ length: MAX_SNIPPETS }, (_, index) => `S${index}`));
    expect(withSavedSnippet(full, null, { name: 'One more', text: 'T' })).toBe(full);
  });

  it('are the same when their snippets are, in the same order', () => {
    expect(sameSnippets(list('A', 'B'), list('A', 'B'))).toBe(true);
    expect(sameSnippets(list('A', 'B'), list('A'))).toBe(false);
    expect(sameSnippets(list('A', 'B'), withMovedSnippet(list('A', 'B'), 'id-0', 1))).toBe(false);
  });

  it('deletes one snippet', () => {
    expect(names(withoutSnippet(list('A', 'B', 'C'), 'id-1'))).toEqual(['A', 'C']);
  });

  it('moves a snippet one place up or down, and not past either end', () => {
    const three = list('A', 'B', 'C');
    expect(names(withMovedSnippet(three, 'id-1', -1))).toEqual(['B', 'A', 'C']);
    expect(names(withMovedSnippet(three, 'id-1', 1))).toEqual(['A', 'C', 'B']);
    expect(withMovedSnippet(three, 'id-0', -1)).toBe(three);
    expect(withMovedSnippet(three, 'id-2', 1)).toBe(three);
    expect(withMovedSnippet(three, 'gone', 1)).toBe(three);
  });
});

describe('an imported file merged into the reviewer’s list', () => {
  it('adds new names at the end, replaces the text of a name they have, skips one that is the same', () => {
    const current = list('Blurry logo', 'Broken link');
    const merged = withImportedSnippets(current, [
      { name: 'BLURRY LOGO', text: 'A sharper text' },
      { name: 'Broken link', text: 'Broken link text' },
      { name: 'Missing details', text: 'Please add details' },
    ]);
    expect(merged.ok && merged.counts).toEqual({ added: 1, replaced: 1, skipped: 1 });
    expect(merged.ok && merged.result.snippets).toEqual([
      { id: 'id-0', name: 'Blurry logo', text: 'A sharper text' },
      { id: 'id-1', name: 'Broken link', text: 'Broken link text' },
      { id: expect.any(String), name: 'Missing details', text: 'Please add details' },
    ]);
    expect(names(current)).toEqual(['Blurry logo', 'Broken link']);
  });

  it(`is refused whole when the list would hold more than ${MAX_SNIPPETS}; replacing needs no room`, () => {
    const full = list(...Array.from({ length: MAX_SNIPPETS - 1 }, (_, index) => `Snippet ${index}`));
    const two = [
      { name: 'New one', text: 'A' },
      { name: 'New two', text: 'B' },
    ];
    expect(withImportedSnippets(full, two)).toEqual({ ok: false, max: MAX_SNIPPETS });
    const oneNewOneKnown = [two[0]!, { name: 'Snippet 0', text: 'Changed' }];
    const merged = withImportedSnippets(full, oneNewOneKnown);
    expect(merged.ok && merged.result.snippets).toHaveLength(MAX_SNIPPETS);
    expect(merged.ok && merged.counts).toEqual({ added: 1, replaced: 1, skipped: 0 });
  });
});
