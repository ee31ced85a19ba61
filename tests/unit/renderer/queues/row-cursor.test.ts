import { describe, expect, it } from 'vitest';
import { moveCursor } from '@renderer/features/queues/lib/row-cursor';

const page = (selected: string | null, at = 0, pageCount = 3) => ({
  keys: ['a', 'b', 'c'],
  selected,
  page: at,
  pageCount,
});

describe('J and K over a page of rows', () => {
  it('select the first row when none is selected', () => {
    expect(moveCursor(page(null), 1)).toEqual({ kind: 'select', key: 'a' });
    expect(moveCursor(page(null), -1)).toEqual({ kind: 'select', key: 'a' });
    expect(moveCursor(page('gone'), 1)).toEqual({ kind: 'select', key: 'a' });
  });

  it('move one row down or up', () => {
    expect(moveCursor(page('a'), 1)).toEqual({ kind: 'select', key: 'b' });
    expect(moveCursor(page('b'), -1)).toEqual({ kind: 'select', key: 'a' });
  });

  it('turn the page past its last or first row, to the first or last row there', () => {
    expect(moveCursor(page('c', 0), 1)).toEqual({ kind: 'page', page: 1, edge: 'first' });
    expect(moveCursor(page('a', 1), -1)).toEqual({ kind: 'page', page: 0, edge: 'last' });
  });

  it('stop at the ends of the list, and on an empty page', () => {
    expect(moveCursor(page('c', 2), 1)).toEqual({ kind: 'stay' });
    expect(moveCursor(page('a', 0), -1)).toEqual({ kind: 'stay' });
    expect(moveCursor({ keys: [], selected: null, page: 0, pageCount: 0 }, 1)).toEqual({ kind: 'stay' });
  });
});
