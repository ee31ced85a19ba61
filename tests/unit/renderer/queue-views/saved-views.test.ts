import { describe, expect, it } from 'vitest';
import { LOCAL_DOCUMENT_LIMITS, serialiseLocalDocument } from '@shared/ipc/local-data';
import {
  cleanViewName,
  EMPTY_QUEUE_VIEWS,
  MAX_SAVED_SEARCH_LENGTH,
  MAX_VIEW_NAME_LENGTH,
  MAX_VIEWS_PER_QUEUE,
  queueViewsDocument,
  readQueueViews,
  SAVED_VIEW_QUEUES,
  viewNameProblem,
  viewsOf,
  withoutView,
  withRenamedView,
  withSavedView,
  withStatusFilter,
  type QueueViews,
  type SavedView,
} from '@renderer/lib/queue-views/saved-views';

const filter = { search: 'nile', sort: 'oldest', status: 'pending' } as const;
const stored = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: 'view-1',
  queue: 'agencies',
  name: 'Nile pending',
  ...filter,
  ...overrides,
});

describe('the stored queue-views document', () => {
  it('reads back what it stores', () => {
    const views: QueueViews = { status: { agencies: 'pending', rereviewRequests: 'all' }, saved: [stored()] };
    expect(readQueueViews(JSON.parse(JSON.stringify(views)))).toEqual(views);
    expect(queueViewsDocument.document).toBe('queue-views');
    expect(queueViewsDocument.empty).toEqual(EMPTY_QUEUE_VIEWS);
  });

  it('is empty when it is not a document at all', () => {
    for (const bad of [null, 'views', 42, [], [stored()]])
      expect(readQueueViews(bad)).toEqual(EMPTY_QUEUE_VIEWS);
  });

  it('drops each status filter and view it cannot read, keeping the rest', () => {
    const read = readQueueViews({
      status: {
        agencies: 'pending',
        updatedProfiles: 'completed',
        nowhere: 'pending',
        rereviewRequests: 'all',
      },
      saved: [
        stored(),
        'a view',
        stored({ id: '' }),
        stored({ id: 'view-2', queue: 'rereviewRequests' as never, name: 'Samples' }),
        stored({ id: 'view-3', queue: 'nowhere' as never, name: 'Elsewhere' }),
        stored({ id: 'view-4', name: '' }),
        stored({ id: 'view-5', name: '   ' }),
        stored({ id: 'view-6', name: 'x'.repeat(MAX_VIEW_NAME_LENGTH + 1) }),
        stored({ id: 'view-7', name: 'Two\nlines' }),
        stored({ id: 'view-8', name: 'Odd sort', sort: 'alphabetical' as never }),
        stored({ id: 'view-9', name: 'Odd status', status: 'completed' as never }),
        stored({ id: 'view-10', name: 'Long search', search: 'x'.repeat(MAX_SAVED_SEARCH_LENGTH + 1) }),
        stored({ id: 'view-11', name: 'No search', search: 5 as never }),
        stored({ id: 'view-12', name: 'Fine', search: '', sort: 'newest', status: 'all' }),
      ],
    });
    expect(read.status).toEqual({ agencies: 'pending', rereviewRequests: 'all' });
    expect(read.saved.map((view) => view.id)).toEqual(['view-1', 'view-12']);
  });

  it('keeps the first of two views with one id, or with one name in a queue ignoring case', () => {
    const read = readQueueViews({
      saved: [
        stored(),
        stored({ name: 'Another name' }),
        stored({ id: 'view-2', name: 'NILE PENDING' }),
        stored({ id: 'view-3', name: 'Nile pending', queue: 'updatedProfiles' }),
      ],
    });
    expect(read.saved.map((view) => [view.id, view.queue])).toEqual([
      ['view-1', 'agencies'],
      ['view-3', 'updatedProfiles'],
    ]);
  });

  it(`keeps at most ${MAX_VIEWS_PER_QUEUE} views per queue`, () => {
    const many = Array.from({ length: MAX_VIEWS_PER_QUEUE + 3 }, (_, n) =>
      stored({ id: `view-${n}`, name: `View ${n}` }),
    );
    const read = readQueueViews({ saved: [...many, stored({ id: 'other', queue: 'updatedProfiles' })] });
    expect(viewsOf(read, 'agencies')).toHaveLength(MAX_VIEWS_PER_QUEUE);
    expect(viewsOf(read, 'agencies').at(-1)!.id).toBe(`view-${MAX_VIEWS_PER_QUEUE - 1}`);
    expect(viewsOf(read, 'updatedProfiles')).toHaveLength(1);
  });

  it('fits its size limit when every queue holds all the views it may, at their longest', () => {
    let views = EMPTY_QUEUE_VIEWS;
    for (const queue of SAVED_VIEW_QUEUES)
      for (let n = 0; n < MAX_VIEWS_PER_QUEUE; n++) {
        // Four bytes of UTF-8 each, the most a character of a name takes.
        const name = `${n}` + '𝔸'.repeat(MAX_VIEW_NAME_LENGTH - `${n}`.length);
        // A control character is stored as six bytes of JSON (\u0001), the longest a character takes.
        const search = '\u0001'.repeat(MAX_SAVED_SEARCH_LENGTH);
        views = withSavedView(views, queue, name, { ...filter, search }).views;
      }
    views = withStatusFilter(views, 'rereviewRequests', 'pending');
    expect(views.saved).toHaveLength(SAVED_VIEW_QUEUES.length * MAX_VIEWS_PER_QUEUE);
    const text = serialiseLocalDocument('queue-views', views);
    expect(text).not.toBeNull();
    expect(new TextEncoder().encode(text!).length).toBeLessThanOrEqual(LOCAL_DOCUMENT_LIMITS['queue-views']);
  });
});

describe('saving, renaming and deleting views', () => {
  it('saves a named search, sort and filter of one queue, the name trimmed to one line', () => {
    const { views, view } = withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', '  Nile\tpending ', filter);
    expect(view).toMatchObject({ queue: 'agencies', name: 'Nile pending', ...filter });
    expect(view.id).toMatch(/./);
    expect(views.saved).toEqual([view]);
  });

  it('replaces the view of the same name ignoring case, keeping its id and place', () => {
    let views = withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', 'Nile', filter).views;
    views = withSavedView(views, 'agencies', 'Cairo', filter).views;
    const first = views.saved[0];
    const { views: after, view } = withSavedView(views, 'agencies', 'NILE', {
      search: 'delta',
      sort: 'newest',
      status: 'all',
    });
    expect(after.saved.map((saved) => saved.name)).toEqual(['NILE', 'Cairo']);
    expect(view.id).toBe(first.id);
    expect(view).toMatchObject({ search: 'delta', sort: 'newest', status: 'all' });
    // Another queue's view of that name is another view.
    expect(withSavedView(after, 'updatedProfiles', 'Nile', filter).views.saved).toHaveLength(3);
  });

  it('refuses an empty or long name, a full queue and a search too long to keep', () => {
    expect(() => withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', '  ', filter)).toThrow(RangeError);
    expect(() =>
      withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', 'x'.repeat(MAX_VIEW_NAME_LENGTH + 1), filter),
    ).toThrow(RangeError);
    expect(
      withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', 'ن'.repeat(MAX_VIEW_NAME_LENGTH), filter).view.name,
    ).toHaveLength(MAX_VIEW_NAME_LENGTH);
    expect(() =>
      withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', 'Long', {
        ...filter,
        search: 'x'.repeat(MAX_SAVED_SEARCH_LENGTH + 1),
      }),
    ).toThrow(RangeError);
    let views = EMPTY_QUEUE_VIEWS;
    for (let n = 0; n < MAX_VIEWS_PER_QUEUE; n++)
      views = withSavedView(views, 'agencies', `View ${n}`, filter).views;
    expect(() => withSavedView(views, 'agencies', 'One more', filter)).toThrow(RangeError);
    // A full queue may still replace one of its views.
    expect(withSavedView(views, 'agencies', 'view 3', filter).views.saved).toHaveLength(MAX_VIEWS_PER_QUEUE);
  });

  it('says what is wrong with a name', () => {
    const views = withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', 'Nile', filter).views;
    const id = views.saved[0].id;
    expect(viewNameProblem(views, 'agencies', '')).toBe('empty');
    expect(viewNameProblem(views, 'agencies', 'x'.repeat(MAX_VIEW_NAME_LENGTH + 1))).toBe('tooLong');
    expect(viewNameProblem(views, 'agencies', ' nile ')).toBe('taken');
    expect(viewNameProblem(views, 'agencies', 'NILE', id)).toBeNull();
    expect(viewNameProblem(views, 'updatedProfiles', 'Nile')).toBeNull();
    // The same name in another Unicode form is the same name.
    expect(
      viewNameProblem(withSavedView(views, 'agencies', 'Café', filter).views, 'agencies', 'Cafe\u0301'),
    ).toBe('taken');
  });

  it('renames a view unless another of its queue has the name', () => {
    let views = withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', 'Nile', filter).views;
    views = withSavedView(views, 'agencies', 'Cairo', filter).views;
    const [nile, cairo] = views.saved;
    expect(() => withRenamedView(views, nile.id, 'cairo')).toThrow(RangeError);
    expect(() => withRenamedView(views, nile.id, '')).toThrow(RangeError);
    const renamed = withRenamedView(views, nile.id, ' Delta ');
    expect(renamed.saved.map((view) => [view.id, view.name])).toEqual([
      [nile.id, 'Delta'],
      [cairo.id, 'Cairo'],
    ]);
    expect(withRenamedView(views, 'gone', 'Delta')).toBe(views);
  });

  it('deletes a view and keeps the others', () => {
    let views = withSavedView(EMPTY_QUEUE_VIEWS, 'agencies', 'Nile', filter).views;
    views = withSavedView(views, 'updatedProfiles', 'Nile', filter).views;
    expect(withoutView(views, views.saved[0].id).saved).toEqual([views.saved[1]]);
  });

  it('remembers each queue its own status filter', () => {
    const views = withStatusFilter(
      withStatusFilter(EMPTY_QUEUE_VIEWS, 'agencies', 'pending'),
      'updatedProfiles',
      'all',
    );
    expect(views.status).toEqual({ agencies: 'pending', updatedProfiles: 'all' });
  });

  it('makes a name one line without surrounding spaces', () => {
    expect(cleanViewName(' a\r\nb\u0007 ')).toBe('a  b');
  });
});
