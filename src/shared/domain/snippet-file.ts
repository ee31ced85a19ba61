// Note snippets as a file: the format a reviewer exports and imports, a team lead shares and IT ships
// as the team's read-only set (resources/snippets/snippets.schema.json describes it for other tools).
// Read strictly: a file is taken whole or not at all, and what is wrong is said precisely.
import { NOTE_MAX_LENGTH } from './field-rules';
import { withoutBidiControls } from './preview-text';

export const SNIPPET_FILE_FORMAT = 'agency-review-console/snippets';
export const SNIPPET_FILE_VERSION = 1;
export const SNIPPET_NAME_MAX_LENGTH = 80;
/** A snippet is inserted into a note, which holds at most 500 characters. */
export const SNIPPET_TEXT_MAX_LENGTH = NOTE_MAX_LENGTH;
export const MAX_SNIPPETS = 200;
/** 200 snippets of 500 characters, with room for names and JSON. */
export const MAX_SNIPPET_FILE_BYTES = 512_000;

export interface SnippetContent {
  name: string;
  text: string;
}

export interface SnippetFile {
  format: typeof SNIPPET_FILE_FORMAT;
  version: typeof SNIPPET_FILE_VERSION;
  snippets: SnippetContent[];
}

/** Why a file could not be read; `index` is the snippet's position (0-based) where it applies. */
export type SnippetFileProblem =
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'notJson' }
  | { kind: 'notSnippetFile' }
  | { kind: 'newerVersion'; version: number }
  | { kind: 'tooMany'; max: number }
  | {
      kind: 'badSnippet';
      index: number;
      field: 'name' | 'text';
      rule: 'missing' | 'blank' | 'tooLong';
      max?: number;
    }
  | { kind: 'duplicateName'; index: number; name: string };

export type SnippetFileResult =
  { ok: true; snippets: SnippetContent[] } | { ok: false; problem: SnippetFileProblem };

const byteLength = (text: string) => new TextEncoder().encode(text).length;
const fail = (problem: SnippetFileProblem): SnippetFileResult => ({ ok: false, problem });

/** Names compare without case or surrounding spaces: "Blurry logo" and "blurry logo " are one name. */
export const snippetNameKey = (name: string) => name.trim().toLocaleLowerCase();

export function readSnippetFile(text: string): SnippetFileResult {
  if (byteLength(text) > MAX_SNIPPET_FILE_BYTES)
    return fail({ kind: 'tooLarge', maxBytes: MAX_SNIPPET_FILE_BYTES });
  let content: unknown;
  try {
    content = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return fail({ kind: 'notJson' });
  }
  return readSnippetContent(content);
}

/** The same rules for a value already parsed (an inline team set in the configuration). */
export function readSnippetContent(content: unknown): SnippetFileResult {
  if (!content || typeof content !== 'object' || Array.isArray(content))
    return fail({ kind: 'notSnippetFile' });
  const { format, version, snippets } = content as Record<string, unknown>;
  if (format !== SNIPPET_FILE_FORMAT || typeof version !== 'number' || !Array.isArray(snippets))
    return fail({ kind: 'notSnippetFile' });
  if (version !== SNIPPET_FILE_VERSION) {
    if (Number.isInteger(version) && version > SNIPPET_FILE_VERSION)
      return fail({ kind: 'newerVersion', version });
    return fail({ kind: 'notSnippetFile' });
  }
  if (snippets.length > MAX_SNIPPETS) return fail({ kind: 'tooMany', max: MAX_SNIPPETS });
  const read: SnippetContent[] = [];
  const names = new Set<string>();
  for (const [index, item] of snippets.entries()) {
    const record =
      item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const content = { name: '', text: '' };
    for (const [field, max] of [
      ['name', SNIPPET_NAME_MAX_LENGTH],
      ['text', SNIPPET_TEXT_MAX_LENGTH],
    ] as const) {
      const raw = record[field];
      if (typeof raw !== 'string') return fail({ kind: 'badSnippet', index, field, rule: 'missing' });
      // Invisible embeddings, overrides and isolates are dropped: a snippet goes into notes the agency
      // reads, and they could make it read otherwise than it was shown. Direction marks stay.
      const value = withoutBidiControls(raw).trim();
      if (value === '') return fail({ kind: 'badSnippet', index, field, rule: 'blank' });
      if ([...value].length > max) return fail({ kind: 'badSnippet', index, field, rule: 'tooLong', max });
      content[field] = value;
    }
    if (names.has(snippetNameKey(content.name)))
      return fail({ kind: 'duplicateName', index, name: content.name });
    names.add(snippetNameKey(content.name));
    read.push(content);
  }
  return { ok: true, snippets: read };
}

export function writeSnippetFile(snippets: readonly SnippetContent[]): string {
  const file: SnippetFile = {
    format: SNIPPET_FILE_FORMAT,
    version: SNIPPET_FILE_VERSION,
    snippets: snippets.map(({ name, text }) => ({ name, text })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
