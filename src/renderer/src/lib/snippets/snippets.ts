// The reviewer's own note snippets, kept on this machine (local document `snippets`), and the
// placeholders a snippet may hold, filled in when it is inserted into a note.
import {
  MAX_SNIPPETS,
  readSnippetContent,
  SNIPPET_FILE_FORMAT,
  SNIPPET_FILE_VERSION,
  type SnippetContent,
} from '@shared/domain/snippet-file';
import type { LocalDocumentSpec } from '../local-data/local-documents';

export interface Snippet extends SnippetContent {
  /** Stable across renames and moves, local to this machine. */
  id: string;
}

export interface PersonalSnippets {
  /** In the reviewer's order. */
  snippets: Snippet[];
}

export const EMPTY_SNIPPETS: PersonalSnippets = { snippets: [] };

const newId = () => globalThis.crypto.randomUUID();

/** Stored as the export format plus ids, read with the same rules (a bad document keeps nothing bad). */
export const snippetsDocument: LocalDocumentSpec<PersonalSnippets> = {
  document: 'snippets',
  parse(stored) {
    const read = readSnippetContent(stored);
    if (!read.ok) {
      console.error('Ignored unreadable stored snippets', read.problem);
      return EMPTY_SNIPPETS;
    }
    const ids = (stored as { snippets: { id?: unknown }[] }).snippets.map((item) => item.id);
    return {
      snippets: read.snippets.map((content, index) => ({
        ...content,
        id: typeof ids[index] === 'string' && ids[index] ? (ids[index] as string) : newId(),
      })),
    };
  },
  empty: EMPTY_SNIPPETS,
  // The export format, with each snippet's id.
  store: ({ snippets }) => ({ format: SNIPPET_FILE_FORMAT, version: SNIPPET_FILE_VERSION, snippets }),
};

export function withNewSnippet(current: PersonalSnippets, content: SnippetContent): PersonalSnippets {
  if (current.snippets.length >= MAX_SNIPPETS) throw new RangeError(`At most ${MAX_SNIPPETS} snippets`);
  return { snippets: [...current.snippets, { ...content, id: newId() }] };
}

/** The placeholders a snippet may hold, each replaced when the snippet is inserted into a note. */
export const SNIPPET_PLACEHOLDERS = ['{field}', '{agency}', '{value}'] as const;

export interface PlaceholderValues {
  /** The field's readable name, in the console's language ("Contact email"). */
  field: string;
  /** The agency's name. */
  agency: string;
  /** The field's current value as text; empty where the field has none that reads as text. */
  value: string;
}

/** The snippet's text with its placeholders filled; anything else in braces is left as written. */
export function fillPlaceholders(text: string, values: Partial<PlaceholderValues>): string {
  return text.replace(/\{(field|agency|value)\}/g, (placeholder, name: keyof PlaceholderValues) =>
    values[name] === undefined ? placeholder : values[name]!,
  );
}
