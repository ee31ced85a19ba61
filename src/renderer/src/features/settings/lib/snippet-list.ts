// The changes Settings makes to the reviewer's own snippets, as pure functions of the list.
import { MAX_SNIPPETS, snippetNameKey, type SnippetContent } from '@shared/domain/snippet-file';
import { withNewSnippet, type PersonalSnippets } from '@renderer/lib/snippets/snippets';

/**
 * A changed snippet (`id`) or a new one (null). Refused, leaving the list as it is, when another
 * snippet has the name by now or the list is full: one repeated name would make the whole stored list
 * unreadable (snippets.ts reads it with the file's rules).
 */
export function withSavedSnippet(
  current: PersonalSnippets,
  id: string | null,
  content: SnippetContent,
): PersonalSnippets {
  const taken = current.snippets.some(
    (snippet) => snippet.id !== id && snippetNameKey(snippet.name) === snippetNameKey(content.name),
  );
  if (taken) return current;
  if (id === null) return current.snippets.length < MAX_SNIPPETS ? withNewSnippet(current, content) : current;
  return {
    snippets: current.snippets.map((snippet) => (snippet.id === id ? { ...snippet, ...content } : snippet)),
  };
}

export function withoutSnippet(current: PersonalSnippets, id: string): PersonalSnippets {
  return { snippets: current.snippets.filter((snippet) => snippet.id !== id) };
}

/** One place up (-1) or down (1); a snippet already first or last stays where it is. */
export function withMovedSnippet(current: PersonalSnippets, id: string, offset: -1 | 1): PersonalSnippets {
  const from = current.snippets.findIndex((snippet) => snippet.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= current.snippets.length) return current;
  const snippets = [...current.snippets];
  [snippets[from], snippets[to]] = [snippets[to]!, snippets[from]!];
  return { snippets };
}

/** The same snippets in the same order (the query cache keeps equal values, not the same objects). */
export const sameSnippets = (a: PersonalSnippets, b: PersonalSnippets) =>
  a.snippets.length === b.snippets.length &&
  a.snippets.every(({ id, name, text }, index) => {
    const other = b.snippets[index];
    return other?.id === id && other.name === name && other.text === text;
  });

export interface ImportCounts {
  added: number;
  replaced: number;
  skipped: number;
}

export type MergedImport =
  { ok: true; result: PersonalSnippets; counts: ImportCounts } | { ok: false; max: number };

/**
 * A file's snippets merged into the reviewer's: a new name is added at the end; a name they have
 * already (ignoring case) takes the file's text in place, or is skipped when the text is the same.
 * Refused whole when the result would hold more than MAX_SNIPPETS.
 */
export function withImportedSnippets(
  current: PersonalSnippets,
  imported: readonly SnippetContent[],
): MergedImport {
  const byName = new Map(current.snippets.map((snippet) => [snippetNameKey(snippet.name), snippet]));
  const fresh = imported.filter(({ name }) => !byName.has(snippetNameKey(name)));
  if (current.snippets.length + fresh.length > MAX_SNIPPETS) return { ok: false, max: MAX_SNIPPETS };
  const texts = new Map(imported.map(({ name, text }) => [snippetNameKey(name), text]));
  let replaced = 0;
  const kept = current.snippets.map((snippet) => {
    const text = texts.get(snippetNameKey(snippet.name));
    if (text === undefined || text === snippet.text) return snippet;
    replaced += 1;
    return { ...snippet, text };
  });
  // Added one by one as a new snippet is; the count was checked above.
  const result = fresh.reduce(withNewSnippet, { snippets: kept });
  const counts = { added: fresh.length, replaced, skipped: imported.length - fresh.length - replaced };
  return { ok: true, result, counts };
}
