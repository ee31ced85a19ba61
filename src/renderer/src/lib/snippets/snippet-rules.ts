// A snippet as the reviewer writes it in Settings: the file format's limits (snippet-file.ts), counted
// in characters as the file's reader counts them, and a name none of their other snippets has.
import {
  SNIPPET_NAME_MAX_LENGTH,
  SNIPPET_TEXT_MAX_LENGTH,
  snippetNameKey,
  type SnippetContent,
} from '@shared/domain/snippet-file';

type LengthProblem = 'required' | 'tooLong';

export interface SnippetProblems {
  name?: LengthProblem | 'duplicate';
  text?: LengthProblem;
}

/** Characters (code points) after trimming: an emoji is one, as in the file's reader. */
export const snippetLength = (value: string) => [...value.trim()].length;

function lengthProblem(value: string, max: number): LengthProblem | undefined {
  const length = snippetLength(value);
  if (length === 0) return 'required';
  return length > max ? 'tooLong' : undefined;
}

/** What is wrong with a snippet; `otherNames` are the names of the reviewer's other snippets. */
export function snippetProblems(content: SnippetContent, otherNames: readonly string[]): SnippetProblems {
  const taken = new Set(otherNames.map(snippetNameKey));
  const name =
    lengthProblem(content.name, SNIPPET_NAME_MAX_LENGTH) ??
    (taken.has(snippetNameKey(content.name)) ? 'duplicate' : undefined);
  const text = lengthProblem(content.text, SNIPPET_TEXT_MAX_LENGTH);
  return { ...(name && { name }), ...(text && { text }) };
}

export const hasProblems = (problems: SnippetProblems) => Boolean(problems.name ?? problems.text);

/** As it is kept: trimmed, as the file's reader keeps it. */
export const trimmedSnippet = ({ name, text }: SnippetContent): SnippetContent => ({
  name: name.trim(),
  text: text.trim(),
});
