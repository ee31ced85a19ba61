import { replaceEqualDeep } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ReviewListItem } from '@shared/api/schemas';
import {
  clampPage,
  filterRows,
  pageCount,
  pageRows,
  QUEUE_PAGE_SIZE,
  reverseOrder,
  searchTextOf,
  sortedIndexes,
  sortRows,
  statusesFoundBy,
  submittedTimesOf,
  toReviewRow,
  type ReviewRow,
} from '@shared/domain/review-rows';

const item = (overrides: Partial<ReviewListItem> = {}): ReviewListItem => ({
  _id: 'review-1',
  status: 'pending',
  submittedAt: '2026-10-05T14:30:00.000Z',
  agencyId: {
    _id: 'agency-1',
    workEmail: 'hello@nile.agency',
    profile: { name: 'Nile Creative', logo: 'https://cdn.test/nile.png', locations: ['Cairo', 'Dubai'] },
  },
  ...overrides,
});

describe('a review row', () => {
  it('maps id, agencyName, email, status, requestDate, location, icon, reviewerId and its search text', () => {
    expect(toReviewRow(item())).toEqual({
      id: 'agency-1',
      agencyName: 'Nile Creative',
      email: 'hello@nile.agency',
      status: 'pending',
      requestDate: '2026-10-05',
      requestDateInvalid: false,
      submittedTime: Date.parse('2026-10-05T14:30:00.000Z'),
      location: 'Cairo',
      icon: 'https://cdn.test/nile.png',
      reviewerId: 'review-1',
    });
  });

  it('finds a row by its name, email address, status and location, normalised as a query is', () => {
    const row = toReviewRow(item());
    expect(searchTextOf(row)).toBe('nile creative\nhello@nile.agency\ncairo');
    expect(filterRows([row], 'NILE')).toHaveLength(1);
    // The status is looked up once per status, not in each row's text.
    expect(filterRows([row], 'PEND')).toHaveLength(1);
    expect(statusesFoundBy('PEND', ['pending', 'completed'], () => '')).toEqual(new Set(['pending']));
  });

  it('leaves the row as the answer made it: an unchanged refetch stays the same rows', () => {
    const searched = [toReviewRow(item())];
    filterRows(searched, 'nile');
    expect(Object.keys(searched[0]).sort()).toEqual(Object.keys(toReviewRow(item())).sort());
    // TanStack's structural sharing keeps the old answer (its sorts and texts) when a refetch is equal.
    const refetched = [toReviewRow(item())];
    expect(replaceEqualDeep(searched, refetched)).toBe(searched);
  });

  it('shows empty text where the server sent nothing', () => {
    const row = toReviewRow(item({ submittedAt: null, agencyId: { _id: 'a2', profile: null } }));
    expect(row).toMatchObject({ agencyName: '', email: '', requestDate: '', location: '', icon: '' });
    expect(row.requestDateInvalid).toBe(false);
    expect(Number.isNaN(row.submittedTime)).toBe(true);
  });

  it.each(['2024-13-45', 'not-a-date', '', '2024-02-30', '2024-02-30T10:00:00Z'])(
    'marks %j as an invalid date, never another day',
    (submittedAt) => {
      const row = toReviewRow(item({ submittedAt }));
      expect(row).toMatchObject({ requestDate: '', requestDateInvalid: true });
      expect(Number.isNaN(row.submittedTime)).toBe(true);
    },
  );
});

const rows: ReviewRow[] = [
  toReviewRow(item()),
  toReviewRow(
    item({
      _id: 'review-2',
      status: 'in-progress',
      submittedAt: '2026-10-07T09:00:00.000Z',
      agencyId: {
        _id: 'agency-2',
        workEmail: 'team@falcon.sa',
        profile: { name: 'وكالة الصقر', locations: ['الرياض'] },
      },
    }),
  ),
  toReviewRow(
    item({
      _id: 'review-3',
      status: 'completed',
      submittedAt: '2026-10-01T08:00:00.000Z',
      agencyId: {
        _id: 'agency-3',
        workEmail: 'info@blue.io',
        profile: { name: 'Blue Pixel', locations: ['Amman'] },
      },
    }),
  ),
];
const label = (status: string) => (status === 'completed' ? 'مكتمل' : status);
const statuses = rows.map((row) => row.status);
const found = (query: string) =>
  filterRows(rows, query, statusesFoundBy(query, statuses, label)).map((row) => row.reviewerId);

describe('searching the queue', () => {
  it('finds by agency name, case-insensitively and ignoring surrounding spaces', () => {
    expect(found('  nile CREATIVE ')).toEqual(['review-1']);
  });
  it('finds by email address', () => expect(found('falcon.sa')).toEqual(['review-2']));
  it('finds by status', () => expect(found('in-progress')).toEqual(['review-2']));
  it('finds by the translated status label', () => expect(found('مكتمل')).toEqual(['review-3']));
  it('finds by location', () => expect(found('amman')).toEqual(['review-3']));
  it('finds Arabic text', () => expect(found('الصقر')).toEqual(['review-2']));
  it('shows every row for an empty search', () => expect(found('   ')).toHaveLength(3));
  it('shows nothing when nothing matches', () => expect(found('zzz')).toEqual([]));
});

describe('sorting the queue on Request Date', () => {
  it('puts the newest first', () => {
    expect(sortRows(rows, 'newest').map((row) => row.reviewerId)).toEqual([
      'review-2',
      'review-1',
      'review-3',
    ]);
  });
  it('puts the oldest first', () => {
    expect(sortRows(rows, 'oldest').map((row) => row.reviewerId)).toEqual([
      'review-3',
      'review-1',
      'review-2',
    ]);
  });
  it('puts rows without a date last either way', () => {
    const undated = { ...rows[0], reviewerId: 'undated', submittedTime: Number.NaN };
    expect(sortRows([undated, ...rows], 'newest').at(-1)?.reviewerId).toBe('undated');
    expect(sortRows([undated, ...rows], 'oldest').at(-1)?.reviewerId).toBe('undated');
  });
  it('puts rows with an impossible date last either way, not on the day it rolls over to', () => {
    const rolled = toReviewRow(item({ _id: 'rolled', submittedAt: '2026-09-31T10:00:00.000Z' }));
    expect(sortRows([rolled, ...rows], 'newest').at(-1)?.reviewerId).toBe('rolled');
    expect(sortRows([rolled, ...rows], 'oldest').at(-1)?.reviewerId).toBe('rolled');
  });
  it('turns one order into the other without sorting again, equal dates and undated rows in place', () => {
    const twin = { ...rows[0], reviewerId: 'twin' };
    const undated = { ...rows[1], reviewerId: 'undated', submittedTime: Number.NaN };
    const list = [undated, ...rows, twin];
    const times = submittedTimesOf(list);
    const newest = sortedIndexes(times, 'newest');
    const ids = (order: Int32Array) => Array.from(order, (index) => list[index].reviewerId);
    expect(ids(reverseOrder(times, newest))).toEqual(['review-3', 'review-1', 'twin', 'review-2', 'undated']);
    expect(reverseOrder(times, newest)).toEqual(sortedIndexes(times, 'oldest'));
  });
});

describe('paging the queue', () => {
  const many = Array.from({ length: 23 }, (_, index) => index);

  it('shows 10 rows a page, page indexes from 0', () => {
    expect(QUEUE_PAGE_SIZE).toBe(10);
    expect(pageRows(many, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageRows(many, 2)).toEqual([20, 21, 22]);
  });
  it('counts the pages, at least one', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });
  it('keeps a remembered page within the list as it shrinks', () => {
    expect(clampPage(4, 23)).toBe(2);
    expect(clampPage(-1, 23)).toBe(0);
    expect(clampPage(3, 0)).toBe(0);
    expect(pageRows(many.slice(0, 5), 3)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('searching and sorting together', () => {
  it('filters a sorted list without changing its order', () => {
    const sorted = sortRows(rows, 'oldest');
    expect(filterRows(sorted, 'a').map((row) => row.reviewerId)).toEqual([
      'review-3',
      'review-1',
      'review-2',
    ]);
  });
  it('finds a status spelled either way by its shared label', () => {
    const spaced = toReviewRow(item({ _id: 'spaced', status: 'in progress' }));
    const found = statusesFoundBy('قيد المراجعة', ['in progress', 'in-progress'], () => 'قيد المراجعة');
    expect(filterRows([spaced, rows[1]], 'قيد المراجعة', found).map((row) => row.reviewerId)).toEqual([
      'spaced',
      'review-2',
    ]);
  });
  it('tries the label of each status once, as the query is normalised', () => {
    const asked: string[] = [];
    const labelled = (status: string) => (asked.push(status), label(status));
    expect(statusesFoundBy(' مكتمل ', ['pending', 'completed'], labelled)).toEqual(new Set(['completed']));
    expect(asked).toEqual(['pending', 'completed']);
    expect(statusesFoundBy('  ', ['completed'], labelled)).toEqual(new Set());
  });
});

describe('search text', () => {
  it('matches Arabic typed in another Unicode form (presentation forms, compatibility characters)', () => {
    const row = toReviewRow(item({ agencyId: { _id: 'a', profile: { name: 'ﻻ وكالة ＡＢＣ' } } }));
    expect(filterRows([row], 'لا')).toHaveLength(1);
    expect(filterRows([row], 'abc')).toHaveLength(1);
  });
  it('finds a name with a no-break space, pasted as it is, whatever language the statuses are in', () => {
    const row = toReviewRow(item({ agencyId: { _id: 'a', profile: { name: 'Nile\u00a0Creative' } } }));
    expect(filterRows([row], 'Nile\u00a0Creative')).toHaveLength(1);
    const pending = statusesFoundBy('Nile\u00a0Creative', ['pending'], () => 'قيد الانتظار');
    expect(filterRows([row], 'Nile\u00a0Creative', pending)).toHaveLength(1);
  });
  it('matches a Greek sigma in either of its lower-case forms', () => {
    const row = toReviewRow(item({ agencyId: { _id: 'a', profile: { name: 'ΟΔΟΣ Media' } } }));
    expect(filterRows([row], 'οδοσ')).toHaveLength(1);
  });
});
