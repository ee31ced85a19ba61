// Where focus goes once the list has changed: a moved snippet keeps it on the same button (or on
// the other move button at the top or bottom), and the row that takes a deleted snippet's place, or
// the one before it, or `fallback` when none is left, gets it on its Edit button. Reordering a list
// moves its elements, and a moved element loses focus.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Snippet } from '@renderer/lib/snippets/snippets';

export type FocusRequest = { moved: string; action: 'up' | 'down' } | { deletedAt: number };

const OTHER_MOVE = { up: 'down', down: 'up' } as const;

const enabledButton = (row: HTMLElement | undefined, action: string) =>
  row?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]:not(:disabled)`) ?? null;

export function useSnippetFocus(snippets: readonly Snippet[], fallback: RefObject<HTMLElement | null>) {
  const rows = useRef(new Map<string, HTMLElement>());
  const request = useRef<FocusRequest | null>(null);

  useLayoutEffect(() => {
    const wanted = request.current;
    if (!wanted) return;
    request.current = null;
    if ('moved' in wanted) {
      const row = rows.current.get(wanted.moved);
      (enabledButton(row, wanted.action) ?? enabledButton(row, OTHER_MOVE[wanted.action]))?.focus();
      return;
    }
    const next = snippets[wanted.deletedAt] ?? snippets[wanted.deletedAt - 1];
    (next ? enabledButton(rows.current.get(next.id), 'edit') : fallback.current)?.focus();
  }, [snippets, fallback]);

  const rowRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) rows.current.set(id, element);
      else rows.current.delete(id);
    },
    [],
  );
  const focusAfterChange = useCallback((wanted: FocusRequest) => {
    request.current = wanted;
  }, []);
  return { rowRef, focusAfterChange };
}
