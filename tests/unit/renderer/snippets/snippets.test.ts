// The reviewer's own snippets as kept on this machine, and the placeholders filled in on insertion.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SNIPPETS, SNIPPET_FILE_FORMAT, SNIPPET_FILE_VERSION } from '@shared/domain/snippet-file';
import {
  EMPTY_SNIPPETS,
  fillPlaceholders,
  snippetsDocument,
  withNewSnippet,
  type PersonalSnippets,
} from '@renderer/lib/snippets/snippets';

const stored = (snippets: unknown) => ({
  format: SNIPPET_FILE_FORMAT,
  version: SNIPPET_FILE_VERSION,
  snippets,
});

afterEach(() => vi.restoreAllMocks());

describe('the stored snippets document', () => {
  it('keeps each snippet’s id, in the stored order', () => {
    const read = snippetsDocument.parse(
      stored([
        { id: 'b', name: 'Second', text: 'Two' },
        { id: 'a', name: 'First', text: 'One' },
      ]),
    );
    expect(read).toEqual({
      snippets: [
        { id: 'b', name: 'Second', text: 'Two' },
        { id: 'a', name: 'First', text: 'One' },
      ],
    });
  });

  it('gives a snippet without a usable id a new one, unique', () => {
    const read = snippetsDocument.parse(
      stored([
        { name: 'No id', text: 'A' },
        { id: '', name: 'Empty id', text: 'B' },
        { id: 7, name: 'Number id', text: 'C' },
      ]),
    );
    const ids = read.snippets.map((snippet) => snippet.id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it('drops stored data it cannot read whole, saying so in the log, rather than keep part of it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const bad of [
      null,
      'text',
      { snippets: [] },
      stored([{ id: 'a', name: 'A', text: '' }]),
      stored([
        { id: 'a', name: 'Same', text: 'A' },
        { id: 'b', name: 'same', text: 'B' },
      ]),
      { ...stored([]), version: SNIPPET_FILE_VERSION + 1 },
    ])
      expect(snippetsDocument.parse(bad)).toBe(EMPTY_SNIPPETS);
    expect(error).toHaveBeenCalledTimes(6);
  });

  it('is stored in the export format with the ids, and read back the same', () => {
    const value: PersonalSnippets = {
      snippets: [{ id: 'a', name: 'Blurry logo', text: '{agency}: blurry' }],
    };
    const written = snippetsDocument.store?.(value);
    expect(written).toEqual(stored(value.snippets));
    expect(snippetsDocument.parse(JSON.parse(JSON.stringify(written)))).toEqual(value);
    expect(snippetsDocument.empty).toEqual({ snippets: [] });
  });
});

describe('a new snippet', () => {
  it('goes at the end with an id of its own, leaving the list it was given as it was', () => {
    const before: PersonalSnippets = { snippets: [{ id: 'a', name: 'First', text: 'One' }] };
    const after = withNewSnippet(before, { name: 'Second', text: 'Two' });
    expect(after.snippets.map((snippet) => snippet.name)).toEqual(['First', 'Second']);
    expect(after.snippets[1]!.id).toMatch(/\S/);
    expect(after.snippets[1]!.id).not.toBe('a');
    expect(before.snippets).toHaveLength(1);
  });

  it(`is refused past ${MAX_SNIPPETS}`, () => {
    let full = EMPTY_SNIPPETS;
    for (let index = 0; index < MAX_SNIPPETS; index += 1)
      full = withNewSnippet(full, { name: `Snippet ${index}`, text: 'Text' });
    expect(full.snippets).toHaveLength(MAX_SNIPPETS);
    expect(() => withNewSnippet(full, { name: 'One more', text: 'Text' })).toThrow(RangeError);
  });
});

describe('the placeholders', () => {
  const values = { field: 'Contact email', agency: 'Blue Nile Travel', value: 'info@bluenile.example' };

  it('are each filled in, wherever and however often they appear', () => {
    expect(fillPlaceholders('{field} of {agency} is “{value}”; check {field}.', values)).toBe(
      'Contact email of Blue Nile Travel is “info@bluenile.example”; check Contact email.',
    );
  });

  it('are filled in Arabic text too, with Arabic values', () => {
    expect(fillPlaceholders('حقل {field} لدى {agency}', { field: 'البريد', agency: 'النيل الأزرق' })).toBe(
      'حقل البريد لدى النيل الأزرق',
    );
  });

  it('stay as written when their value is not known; an empty value empties them', () => {
    expect(fillPlaceholders('{field}: {value}', { field: 'Bio' })).toBe('Bio: {value}');
    expect(fillPlaceholders('[{value}]', { value: '' })).toBe('[]');
  });

  it('leave anything else in braces alone, and take a value’s own $ and braces literally', () => {
    expect(fillPlaceholders('{Field} {fields} {{field}} {name}', values)).toBe(
      '{Field} {fields} {Contact email} {name}',
    );
    expect(fillPlaceholders('{value}', { value: '$& {agency} $1' })).toBe('$& {agency} $1');
  });
});
