// The snippets file: taken whole or not at all, and what is wrong said precisely (the snippet's place
// where one is at fault); limits counted in characters, as a reviewer counts them.
import { describe, expect, it } from 'vitest';
import {
  MAX_SNIPPET_FILE_BYTES,
  MAX_SNIPPETS,
  readSnippetContent,
  readSnippetFile,
  SNIPPET_FILE_FORMAT,
  SNIPPET_FILE_VERSION,
  SNIPPET_NAME_MAX_LENGTH,
  SNIPPET_TEXT_MAX_LENGTH,
  snippetNameKey,
  writeSnippetFile,
  type SnippetContent,
} from '@shared/domain/snippet-file';

const file = (snippets: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: SNIPPET_FILE_VERSION, snippets, ...extra });

const one = (content: Record<string, unknown>) => readSnippetFile(file([content]));

/** A character of two UTF-16 units: an emoji, as an Arabic reviewer might put in a name. */
const EMOJI = '😀';

describe('reading a snippets file', () => {
  it('takes a good file whole, trimmed, in its order', () => {
    const read = readSnippetFile(
      file([
        { name: '  Blurry logo ', text: ' The logo of {agency} is blurry. \n' },
        { name: 'شعار غير واضح', text: 'شعار {agency} غير واضح.' },
      ]),
    );
    expect(read).toEqual({
      ok: true,
      snippets: [
        { name: 'Blurry logo', text: 'The logo of {agency} is blurry.' },
        { name: 'شعار غير واضح', text: 'شعار {agency} غير واضح.' },
      ],
    });
  });

  it('takes an empty set', () => {
    expect(readSnippetFile(file([]))).toEqual({ ok: true, snippets: [] });
  });

  it('reads a file that starts with a byte-order mark, as Windows editors save it', () => {
    expect(readSnippetFile(`\uFEFF${file([{ name: 'A', text: 'B' }])}`)).toEqual({
      ok: true,
      snippets: [{ name: 'A', text: 'B' }],
    });
  });

  it('keeps only names and texts: ids and other keys of a snippet are not carried over', () => {
    const read = one({ id: 'x-1', name: 'A', text: 'B', colour: 'red' });
    expect(read).toEqual({ ok: true, snippets: [{ name: 'A', text: 'B' }] });
  });

  it('refuses a file over the size limit, counted in bytes of UTF-8, before parsing it', () => {
    const arabic = 'ش'.repeat(MAX_SNIPPET_FILE_BYTES / 2 + 1); // two bytes each
    expect(readSnippetFile(arabic)).toEqual({
      ok: false,
      problem: { kind: 'tooLarge', maxBytes: MAX_SNIPPET_FILE_BYTES },
    });
    expect(readSnippetFile(' '.repeat(MAX_SNIPPET_FILE_BYTES))).toEqual({
      ok: false,
      problem: { kind: 'notJson' },
    });
  });

  it('says when the file is not JSON', () => {
    expect(readSnippetFile('{"format": ')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(readSnippetFile('')).toEqual({ ok: false, problem: { kind: 'notJson' } });
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"snippets"'],
    ['null', 'null'],
    ['another format', JSON.stringify({ format: 'other', version: 1, snippets: [] })],
    ['no format', JSON.stringify({ version: 1, snippets: [] })],
    ['a version that is text', file([], { version: '1' })],
    ['a version that is no whole number', file([], { version: 2.5 })],
    ['an older version', file([], { version: 0 })],
    ['snippets that are no list', file({ name: 'A', text: 'B' })],
  ])('says it is no snippets file when it is %s', (_, text) => {
    expect(readSnippetFile(text)).toEqual({ ok: false, problem: { kind: 'notSnippetFile' } });
  });

  it('says a newer version needs a newer console, with its number', () => {
    expect(readSnippetFile(file([], { version: 2 }))).toEqual({
      ok: false,
      problem: { kind: 'newerVersion', version: 2 },
    });
  });

  it(`refuses more than ${MAX_SNIPPETS} snippets, and takes ${MAX_SNIPPETS}`, () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `Snippet ${index}`, text: 'Text' }));
    expect(readSnippetFile(file(many(MAX_SNIPPETS + 1)))).toEqual({
      ok: false,
      problem: { kind: 'tooMany', max: MAX_SNIPPETS },
    });
    expect(readSnippetFile(file(many(MAX_SNIPPETS)))).toMatchObject({ ok: true });
  });

  it.each([
    ['name', 'missing', { text: 'B' }],
    ['name', 'missing', { name: 7, text: 'B' }],
    ['name', 'blank', { name: ' \n\t', text: 'B' }],
    ['text', 'missing', { name: 'A' }],
    ['text', 'missing', { name: 'A', text: null }],
    ['text', 'blank', { name: 'A', text: '   ' }],
  ])('names the snippet whose %s is %s', (field, rule, content) => {
    const read = readSnippetFile(file([{ name: 'Fine', text: 'Fine' }, content]));
    expect(read).toEqual({ ok: false, problem: { kind: 'badSnippet', index: 1, field, rule } });
  });

  it('says a snippet that is no object has no name', () => {
    expect(readSnippetFile(file(['A text']))).toEqual({
      ok: false,
      problem: { kind: 'badSnippet', index: 0, field: 'name', rule: 'missing' },
    });
  });

  it('counts a name and a text in characters, after trimming, not in UTF-16 units', () => {
    const name = EMOJI.repeat(SNIPPET_NAME_MAX_LENGTH);
    const text = EMOJI.repeat(SNIPPET_TEXT_MAX_LENGTH);
    expect(name.length).toBe(SNIPPET_NAME_MAX_LENGTH * 2);
    expect(one({ name: ` ${name} `, text })).toEqual({ ok: true, snippets: [{ name, text }] });
    expect(one({ name: `${name}x`, text })).toEqual({
      ok: false,
      problem: { kind: 'badSnippet', index: 0, field: 'name', rule: 'tooLong', max: SNIPPET_NAME_MAX_LENGTH },
    });
    expect(one({ name, text: `${text}x` })).toEqual({
      ok: false,
      problem: { kind: 'badSnippet', index: 0, field: 'text', rule: 'tooLong', max: SNIPPET_TEXT_MAX_LENGTH },
    });
  });

  it('drops invisible embeddings, overrides and isolates, keeps direction marks, and leaves its input as it was', () => {
    const snippet = { name: '\u202EOgol\u202C', text: 'Pay \u2067\u0627\u2069 now \u200F.' };
    const read = readSnippetContent({
      format: SNIPPET_FILE_FORMAT,
      version: SNIPPET_FILE_VERSION,
      snippets: [snippet],
    });
    expect(read).toEqual({ ok: true, snippets: [{ name: 'Ogol', text: 'Pay \u0627 now \u200F.' }] });
    expect(snippet.name).toBe('\u202EOgol\u202C');
    expect(one({ name: '\u2066\u2069', text: 'x' })).toEqual({
      ok: false,
      problem: { kind: 'badSnippet', index: 0, field: 'name', rule: 'blank' },
    });
  });

  it('refuses two snippets of one name, ignoring case and surrounding spaces', () => {
    const read = readSnippetFile(
      file([
        { name: 'Blurry logo', text: 'A' },
        { name: 'Other', text: 'B' },
        { name: ' blurry LOGO ', text: 'C' },
      ]),
    );
    expect(read).toEqual({ ok: false, problem: { kind: 'duplicateName', index: 2, name: 'blurry LOGO' } });
    expect(snippetNameKey(' Blurry Logo ')).toBe(snippetNameKey('blurry logo'));
  });

  it('applies the same rules to a value already parsed (an inline team set)', () => {
    expect(
      readSnippetContent({ format: SNIPPET_FILE_FORMAT, version: 1, snippets: [{ name: 'A' }] }),
    ).toEqual({
      ok: false,
      problem: { kind: 'badSnippet', index: 0, field: 'text', rule: 'missing' },
    });
    expect(readSnippetContent(undefined)).toEqual({ ok: false, problem: { kind: 'notSnippetFile' } });
  });
});

describe('writing a snippets file', () => {
  const snippets: SnippetContent[] = [
    { name: 'Blurry logo', text: 'The logo of {agency} is blurry.\nPlease upload another.' },
    { name: `شعار ${EMOJI}`, text: `{field}: «{value}» ${EMOJI.repeat(3)}` },
  ];

  it('writes the format, the version and each snippet’s name and text only (never an id)', () => {
    const written = writeSnippetFile(snippets.map((snippet, index) => ({ ...snippet, id: `id-${index}` })));
    expect(JSON.parse(written)).toEqual({
      format: SNIPPET_FILE_FORMAT,
      version: SNIPPET_FILE_VERSION,
      snippets,
    });
    expect(written).not.toContain('id-0');
    expect(written.endsWith('}\n')).toBe(true);
  });

  it('reads back what it wrote, unchanged', () => {
    expect(readSnippetFile(writeSnippetFile(snippets))).toEqual({ ok: true, snippets });
    expect(readSnippetFile(writeSnippetFile([]))).toEqual({ ok: true, snippets: [] });
  });
});
