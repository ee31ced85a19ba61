// Why a snippets file could not be used, in the reviewer's language: the snippet's number (from 1)
// where one snippet is at fault. The team set's `unreadable` detail is shown apart, left to right.
import type { TFunction } from 'i18next';
import type { TeamSnippets } from '@shared/ipc/contract';
import { isolate } from '@renderer/lib/bidi';

export type SnippetsProblem = NonNullable<TeamSnippets['problem']>;

/** A chosen file may also be in an encoding the console does not read (src/shared/text-file.ts). */
export type ImportProblem = SnippetsProblem | { kind: 'badEncoding' };

const KILOBYTE = 1024;

export function snippetFileProblemText(t: TFunction<'snippets'>, problem: ImportProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return t('manage.problem.tooLarge', { max: Math.floor(problem.maxBytes / KILOBYTE) });
    case 'badEncoding':
      return t('manage.problem.badEncoding');
    case 'notJson':
      return t('manage.problem.notJson');
    case 'notSnippetFile':
      return t('manage.problem.notSnippetFile');
    case 'newerVersion':
      return t('manage.problem.newerVersion', { version: problem.version });
    case 'tooMany':
      return t('manage.problem.tooMany', { max: problem.max });
    case 'badSnippet':
      return t(`manage.problem.badSnippet.${problem.field}.${problem.rule}`, {
        number: problem.index + 1,
        max: problem.max,
      });
    case 'duplicateName':
      return t('manage.problem.duplicateName', { number: problem.index + 1, name: isolate(problem.name) });
    case 'unreadable':
      return t('manage.problem.unreadable');
  }
}
