import { describe, expect, it } from 'vitest';
import type { ReviewListItem } from '@shared/api/schemas';
import {
  clampPage,
  filterRows,
  pageCount,
  pageRows,
  QUEUE_PAGE_SIZE,
  searchableText,
  sortRows,
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
  it('maps id, agencyName, email, status, requestDate, location, icon and reviewerId', () => {
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
const searchable = rows.map((row) => ({
  row,
  text: searchableText(row, row.status === 'completed' ? 'مكتمل' : ''),
}));
const found = (query: string) => filterRows(searchable, query).map((entry) => entry.row.reviewerId);

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
    expect(sortRows(searchable, 'newest').map((e) => e.row.reviewerId)).toEqual([
      'review-2',
      'review-1',
      'review-3',
    ]);
  });
  it('puts the oldest first', () => {
    expect(sortRows(searchable, 'oldest').map((e) => e.row.reviewerId)).toEqual([
      'review-3',
      'review-1',
      'review-2',
    ]);
  });
  it('puts rows without a date last either way', () => {
    const undated = { row: { ...rows[0], reviewerId: 'undated', submittedTime: Number.NaN }, text: '' };
    expect(sortRows([undated, ...searchable], 'newest').at(-1)?.row.reviewerId).toBe('undated');
    expect(sortRows([undated, ...searchable], 'oldest').at(-1)?.row.reviewerId).toBe('undated');
  });
  it('puts rows with an impossible date last either way, not on the day it rolls over to', () => {
    const rolled = toReviewRow(item({ _id: 'rolled', submittedAt: '2026-09-31T10:00:00.000Z' }));
    const entries = [{ row: rolled, text: '' }, ...searchable];
    expect(sortRows(entries, 'newest').at(-1)?.row.reviewerId).toBe('rolled');
    expect(sortRows(entries, 'oldest').at(-1)?.row.reviewerId).toBe('rolled');
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
    const sorted = sortRows(searchable, 'oldest');
    expect(filterRows(sorted, 'a').map((e) => e.row.reviewerId)).toEqual([
      'review-3',
      'review-1',
      'review-2',
    ]);
  });
  it('finds a status spelled either way by its shared label', () => {
    const spaced = toReviewRow(item({ _id: 'spaced', status: 'in progress' }));
    const entries = [spaced, rows[1]].map((row) => ({ row, text: searchableText(row, 'قيد المراجعة') }));
    expect(filterRows(entries, 'قيد المراجعة').map((e) => e.row.reviewerId)).toEqual(['spaced', 'review-2']);
  });
});

describe('search text', () => {
  it('matches Arabic typed in another Unicode form (presentation forms, compatibility characters)', () => {
    const row = toReviewRow(item({ agencyId: { _id: 'a', profile: { name: 'ﻻ وكالة ＡＢＣ' } } }));
    const entries = [{ row, text: searchableText(row) }];
    expect(filterRows(entries, 'لا')).toHaveLength(1);
    expect(filterRows(entries, 'abc')).toHaveLength(1);
  });
  it('finds a name with a no-break space, pasted as it is, when the row has Arabic in it', () => {
    const row = toReviewRow(item({ agencyId: { _id: 'a', profile: { name: 'Nile\u00a0Creative' } } }));
    expect(
      filterRows([{ row, text: searchableText(row, 'قيد الانتظار') }], 'Nile\u00a0Creative'),
    ).toHaveLength(1);
  });
  it('matches a Greek sigma in either of its lower-case forms', () => {
    const row = toReviewRow(item({ agencyId: { _id: 'a', profile: { name: 'ΟΔΟΣ Media' } } }));
    expect(filterRows([{ row, text: searchableText(row) }], 'οδοσ')).toHaveLength(1);
  });
});
