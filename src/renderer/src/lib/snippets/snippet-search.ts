// Finding a snippet as the reviewer types its name or words of its text: case and diacritics do not
// count (é is e; Arabic short vowels and the tatweel are ignored, أ إ آ read as ا, ى as ي, ة as ه),
// and every word typed must appear somewhere in the name or the text, in any order.

/** Letters an Arabic writer uses interchangeably in a search, after the marks are gone. */
const ARABIC_VARIANTS: Record<string, string> = { ى: 'ي', ة: 'ه', ٱ: 'ا' };

/** A text as searches compare it. */
export function searchKey(text: string): string {
  return (
    text
      // Compatibility decomposition splits é into e + ◌́ and أ into ا + hamza (a mark).
      .normalize('NFKD')
      .replace(/[\p{M}\u0640]/gu, '')
      .replace(/[ىةٱ]/g, (letter) => ARABIC_VARIANTS[letter] ?? letter)
      .toLowerCase()
      .replace(/\s+/g, ' ')
  );
}

export interface Searchable {
  name: string;
  text: string;
}

/** What a snippet is searched by: its name and its text, as one key. */
export const snippetSearchKey = ({ name, text }: Searchable) => searchKey(`${name}\n${text}`);

/** Whether a snippet's key holds every word of the query (an empty query matches everything). */
export function matchesQuery(key: string, query: string): boolean {
  return searchKey(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => key.includes(word));
}

/** The snippets the query finds, in their own order. */
export function filterSnippets<T extends Searchable>(snippets: readonly T[], query: string): T[] {
  return snippets.filter((snippet) => matchesQuery(snippetSearchKey(snippet), query));
}
