// The snippets the picker offers: the reviewer's own, then the team's, each with what the filter
// searches, read once per change of either list.
import { useMemo } from 'react';
import { usePersonalSnippets, useTeamSnippets } from '@renderer/lib/hooks/use-snippets';
import { snippetSearchKey } from '@renderer/lib/snippets/snippet-search';
import type { SnippetOption } from './snippet-options';

/**
 * Every snippet, the reviewer's first, each with what the filter searches; null until the reviewer's
 * are read. The team's join the list when main has read them (a slow share never hides the reviewer's).
 */
export function useSnippetOptions(): SnippetOption[] | null {
  const { value, loaded } = usePersonalSnippets();
  const personal = value.snippets;
  const team = useTeamSnippets().data?.snippets;
  const options = useMemo(
    () =>
      [
        // By position: a stored id may hold anything, and an element id may not.
        ...personal.map(({ name, text }, index) => ({
          key: `p-${index}`,
          group: 'personal' as const,
          name,
          text,
        })),
        ...(team ?? []).map(({ name, text }, index) => ({
          key: `t-${index}`,
          group: 'team' as const,
          name,
          text,
        })),
      ].map((option) => ({ ...option, searchKey: snippetSearchKey(option) })),
    [personal, team],
  );
  return loaded ? options : null;
}
