// resources/snippets/snippets.schema.json is what other tools (an editor, a team lead's script) check
// snippet files against: its limits are the console's, the files the console writes pass it, and so
// does the example team set shipped beside it. Validated by Ajv (draft 2020-12), which counts
// a string's length in characters as the console does.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  MAX_SNIPPETS,
  readSnippetFile,
  SNIPPET_FILE_FORMAT,
  SNIPPET_FILE_VERSION,
  SNIPPET_NAME_MAX_LENGTH,
  SNIPPET_TEXT_MAX_LENGTH,
  writeSnippetFile,
} from '@shared/domain/snippet-file';

const resource = (name: string) =>
  readFileSync(new URL(`../../../../resources/snippets/${name}`, import.meta.url), 'utf8');

interface StringRule {
  type: string;
  minLength: number;
  maxLength: number;
}
interface Schema {
  $schema: string;
  additionalProperties: boolean;
  required: string[];
  properties: {
    format: { const: string };
    version: { const: number };
    snippets: {
      maxItems: number;
      items: { additionalProperties: boolean; required: string[]; properties: Record<string, StringRule> };
    };
  };
  examples: unknown[];
}

const schemaText = resource('snippets.schema.json');
const schema = JSON.parse(schemaText) as Schema;
const validate = new Ajv2020({ allErrors: true }).compile(JSON.parse(schemaText) as object);
const valid = (value: unknown) => {
  const ok = validate(value);
  return { ok, errors: validate.errors?.map((error) => `${error.instancePath} ${error.message}`) ?? [] };
};
const EMOJI = '😀';
const fileOf = (snippets: unknown[]) => ({ format: SNIPPET_FILE_FORMAT, version: 1, snippets });

describe('the snippets schema', () => {
  it('is draft 2020-12 and states the console’s limits', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.format.const).toBe(SNIPPET_FILE_FORMAT);
    expect(schema.properties.version.const).toBe(SNIPPET_FILE_VERSION);
    expect(schema.properties.snippets.maxItems).toBe(MAX_SNIPPETS);
    const { name, text } = schema.properties.snippets.items.properties;
    expect(name).toMatchObject({ type: 'string', minLength: 1, maxLength: SNIPPET_NAME_MAX_LENGTH });
    expect(text).toMatchObject({ type: 'string', minLength: 1, maxLength: SNIPPET_TEXT_MAX_LENGTH });
  });

  it('allows nothing the format does not have: no ids, no unknown keys (but $schema for editors)', () => {
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['format', 'version', 'snippets']);
    expect(Object.keys(schema.properties).sort()).toEqual(['$schema', 'format', 'snippets', 'version']);
    expect(schema.properties.snippets.items.additionalProperties).toBe(false);
    expect(schema.properties.snippets.items.required).toEqual(['name', 'text']);
    expect(valid(fileOf([{ id: 'a', name: 'A', text: 'B' }])).ok).toBe(false);
    expect(valid({ ...fileOf([]), extra: true }).ok).toBe(false);
  });

  it('passes every file the console writes, Arabic and emoji at the limits included', () => {
    const snippets = [
      { name: 'Blurry logo', text: 'The logo of {agency} is blurry.\nPlease upload another.' },
      { name: EMOJI.repeat(SNIPPET_NAME_MAX_LENGTH), text: EMOJI.repeat(SNIPPET_TEXT_MAX_LENGTH) },
      { name: 'شعار غير واضح', text: 'شعار {agency} غير واضح.' },
    ];
    expect(valid(JSON.parse(writeSnippetFile(snippets)))).toEqual({ ok: true, errors: [] });
    expect(valid(JSON.parse(writeSnippetFile([])))).toEqual({ ok: true, errors: [] });
  });

  it('refuses what the console refuses: too long, blank, missing, too many, another version', () => {
    const refused = [
      fileOf([{ name: 'x'.repeat(SNIPPET_NAME_MAX_LENGTH + 1), text: 'B' }]),
      fileOf([{ name: 'A', text: EMOJI.repeat(SNIPPET_TEXT_MAX_LENGTH + 1) }]),
      fileOf([{ name: ' \n ', text: 'B' }]),
      fileOf([{ name: 'A', text: '' }]),
      fileOf([{ name: 'A' }]),
      fileOf(Array.from({ length: MAX_SNIPPETS + 1 }, (_, i) => ({ name: `N${i}`, text: 'T' }))),
      { ...fileOf([]), version: 2 },
      { ...fileOf([]), format: 'other' },
    ];
    for (const file of refused) {
      expect(valid(file).ok, JSON.stringify(file).slice(0, 80)).toBe(false);
      expect(readSnippetFile(JSON.stringify(file)).ok).toBe(false);
    }
  });

  it('has examples the console reads', () => {
    for (const example of schema.examples) {
      expect(valid(example)).toEqual({ ok: true, errors: [] });
      expect(readSnippetFile(JSON.stringify(example)).ok).toBe(true);
    }
  });
});

describe('the example team set', () => {
  const text = resource('example-team-snippets.json');

  it('passes the schema and is read by the console whole, in English and Arabic', () => {
    expect(valid(JSON.parse(text))).toEqual({ ok: true, errors: [] });
    const read = readSnippetFile(text);
    expect(read.ok).toBe(true);
    const names = read.ok ? read.snippets.map((snippet) => snippet.name) : [];
    expect(names.some((name) => /^[A-Za-z]/.test(name))).toBe(true);
    expect(names.some((name) => /[\u0600-\u06ff]/.test(name))).toBe(true);
  });

  it('shows each placeholder in use', () => {
    for (const placeholder of ['{field}', '{agency}', '{value}']) expect(text).toContain(placeholder);
  });
});
