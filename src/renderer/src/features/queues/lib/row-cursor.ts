// J and K over a page of rows: the next or previous row, and past the page's edge the next or
// previous page (its first or last row), stopping at the list's ends.

export type CursorMove =
  { kind: 'select'; key: string } | { kind: 'page'; page: number; edge: 'first' | 'last' } | { kind: 'stay' };

export interface CursorPage {
  /** The rows shown, top to bottom, by key. */
  keys: readonly string[];
  /** The selected row's key; one not on this page counts as none. */
  selected: string | null;
  page: number;
  pageCount: number;
}

/** Where J (+1) or K (-1) goes. With no row selected yet, either selects the first row. */
export function moveCursor({ keys, selected, page, pageCount }: CursorPage, step: 1 | -1): CursorMove {
  if (keys.length === 0) return { kind: 'stay' };
  const index = selected === null ? -1 : keys.indexOf(selected);
  if (index === -1) return { kind: 'select', key: keys[0] };
  const next = index + step;
  if (next >= 0 && next < keys.length) return { kind: 'select', key: keys[next] };
  const nextPage = page + step;
  if (nextPage < 0 || nextPage >= pageCount) return { kind: 'stay' };
  return { kind: 'page', page: nextPage, edge: step === 1 ? 'first' : 'last' };
}
