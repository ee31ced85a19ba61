import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '../platform/platform-context';
import { snippetsDocument } from '../snippets/snippets';
import { useLocalDocument } from './use-local-document';

/** The signed-in reviewer's own snippets (lib/snippets/snippets.ts), and a way to change them. */
export function usePersonalSnippets() {
  return useLocalDocument(snippetsDocument);
}

/** The team's read-only snippets from the configuration; null in a browser, which has none. */
export function useTeamSnippets() {
  const { teamSnippets } = usePlatform();
  return useQuery({ queryKey: ['team-snippets'], queryFn: teamSnippets, staleTime: Infinity, retry: false });
}
