// Importing a snippets file into the reviewer's own snippets: a bad file, or one that would take them
// past the limit, changes nothing and says why; a good one is merged (snippet-list.ts) and can be
// undone for as long as nothing else has changed them since.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SNIPPET_FILE_BYTES,
  MAX_SNIPPETS,
  readSnippetFile,
  type SnippetFileResult,
} from '@shared/domain/snippet-file';
import { isolate } from '@renderer/lib/bidi';
import type { LocalDocumentState } from '@renderer/lib/hooks/use-local-document';
import type { PersonalSnippets } from '@renderer/lib/snippets/snippets';
import { decodeTextFile } from '@shared/text-file';
import { snippetFileProblemText, type ImportProblem } from '../lib/snippet-file-problem';
import { sameSnippets, withImportedSnippets, type ImportCounts } from '../lib/snippet-list';

export type ImportOutcome =
  | { kind: 'failed'; reason: string }
  | { kind: 'imported'; file: string; counts: ImportCounts; undoable: boolean }
  | { kind: 'undone' };

type Held =
  | Exclude<ImportOutcome, { kind: 'imported' }>
  | {
      kind: 'imported';
      file: string;
      counts: ImportCounts;
      before: PersonalSnippets;
      after: PersonalSnippets;
    };

type ChosenFile = SnippetFileResult | { ok: false; problem: ImportProblem };

async function readChosenFile(file: File): Promise<ChosenFile> {
  // Not read at all when too large to be one.
  if (file.size > MAX_SNIPPET_FILE_BYTES)
    return { ok: false, problem: { kind: 'tooLarge', maxBytes: MAX_SNIPPET_FILE_BYTES } };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    console.error('Could not read the chosen snippets file', error);
    return { ok: false, problem: { kind: 'unreadable', detail: String(error) } };
  }
  const text = decodeTextFile(bytes);
  return text === null ? { ok: false, problem: { kind: 'badEncoding' } } : readSnippetFile(text);
}

export function useSnippetImport(
  personal: LocalDocumentState<PersonalSnippets>,
  announce: (message: string) => void,
) {
  const { t } = useTranslation('snippets');
  const [held, setHeld] = useState<Held | null>(null);

  const fail = (reason: string) => {
    setHeld({ kind: 'failed', reason });
    announce(`${t('manage.file.importFailed')}: ${reason}`);
  };

  const importFile = async (file: File) => {
    const read = await readChosenFile(file);
    if (!read.ok) return fail(snippetFileProblemText(t, read.problem));
    const tooMany = () => fail(t('manage.file.tooManyAfter', { max: MAX_SNIPPETS }));
    if (!withImportedSnippets(personal.value, read.snippets).ok) return tooMany();
    // Merged into the snippets as they are when written, which the change hands over.
    const merge: { applied?: { before: PersonalSnippets; after: PersonalSnippets; counts: ImportCounts } } =
      {};
    await personal
      .change((current) => {
        const merged = withImportedSnippets(current, read.snippets);
        if (!merged.ok) return current;
        merge.applied = { before: current, after: merged.result, counts: merged.counts };
        return merged.result;
      })
      // Not written: the hook has said so, and the screen keeps the import for this session.
      .catch(() => undefined);
    const done = merge.applied;
    if (!done) return tooMany();
    setHeld({ kind: 'imported', file: file.name, ...done });
    announce(
      `${t('manage.file.imported', { file: isolate(file.name) })}. ${t('manage.file.counts', { ...done.counts })}`,
    );
  };

  const undo = () => {
    if (held?.kind !== 'imported') return;
    const { before, after } = held;
    void personal
      .change((current) => (sameSnippets(current, after) ? before : current))
      .catch(() => undefined);
    setHeld({ kind: 'undone' });
    announce(t('manage.file.undone'));
  };

  const outcome: ImportOutcome | null =
    held?.kind === 'imported'
      ? {
          kind: 'imported',
          file: held.file,
          counts: held.counts,
          undoable: sameSnippets(personal.value, held.after),
        }
      : held;
  return { importFile, undo, outcome };
}
