import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalDocument } from '@shared/ipc/local-data';
import type { LocalData } from '@renderer/lib/local-data/local-data';
import {
  changeLocalDocument,
  localDocumentKey,
  readLocalDocument,
  type LocalDocumentSpec,
} from '@renderer/lib/local-data/local-documents';
import { createQueryClient } from '@renderer/lib/query-client';

// Writes queue per document and reviewer for the whole page: each test has its own reviewer, so a
// write one test leaves pending never holds up another's.
let tests = 0;
let layla = '';
beforeEach(() => {
  tests += 1;
  layla = `layla.${tests}@demo.test`;
});

interface Counter {
  count: number;
  history: string[];
}

const counterDocument: LocalDocumentSpec<Counter> = {
  document: 'queue-views',
  parse: (stored) =>
    stored && typeof stored === 'object' && 'count' in stored && typeof stored.count === 'number'
      ? { count: stored.count, history: 'history' in stored ? (stored.history as string[]) : [] }
      : { count: -1, history: [] },
  empty: { count: 0, history: [] },
};

const add = (step: string) => (current: Counter) => ({
  count: current.count + 1,
  history: [...current.history, step],
});

interface PendingSave {
  value: unknown;
  resolve(): void;
  reject(error: Error): void;
}

/** Local data whose writes wait until the test lets them finish, as a slow disk would. */
function slowLocalData(initial: Partial<Record<LocalDocument, unknown>> = {}) {
  const stored = { ...initial };
  const saves: PendingSave[] = [];
  const written: unknown[] = [];
  const data = {
    load: vi.fn(async (document: LocalDocument) => stored[document] ?? null),
    save: vi.fn(
      (document: LocalDocument, _owner: string, value: unknown) =>
        new Promise<void>((resolve, reject) =>
          saves.push({
            value,
            resolve: () => {
              written.push(value);
              stored[document] = value;
              resolve();
            },
            reject,
          }),
        ),
    ),
  } satisfies LocalData;
  return { data, saves, written };
}

/** Lets pending promises run, so a queued write can start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reading a local document', () => {
  it('is the empty value when nothing is stored', async () => {
    const { data } = slowLocalData();
    expect(await readLocalDocument(createQueryClient(), data, counterDocument, layla)).toEqual({
      count: 0,
      history: [],
    });
    expect(data.load).toHaveBeenCalledWith('queue-views', layla);
  });

  it('parses what is stored, once per reviewer, then answers from the cache', async () => {
    const { data } = slowLocalData({ 'queue-views': { count: 4 } });
    const queryClient = createQueryClient();
    expect(await readLocalDocument(queryClient, data, counterDocument, layla)).toEqual({
      count: 4,
      history: [],
    });
    expect(await readLocalDocument(queryClient, data, counterDocument, layla)).toEqual({
      count: 4,
      history: [],
    });
    expect(data.load).toHaveBeenCalledTimes(1);
    await readLocalDocument(queryClient, data, counterDocument, `omar.${tests}@demo.test`);
    expect(data.load).toHaveBeenCalledTimes(2);
  });
});

describe('changing a local document', () => {
  it('shows the change at once, and resolves once it is written', async () => {
    const { data, saves } = slowLocalData();
    const queryClient = createQueryClient();
    let done = false;
    const change = changeLocalDocument(queryClient, data, counterDocument, layla, add('a')).then((value) => {
      done = true;
      return value;
    });
    await settle();
    expect(queryClient.getQueryData(localDocumentKey('queue-views', layla))).toEqual({
      count: 1,
      history: ['a'],
    });
    expect(done).toBe(false);
    saves[0]!.resolve();
    expect(await change).toEqual({ count: 1, history: ['a'] });
  });

  it('applies changes in order, each on what the one before wrote, one write at a time', async () => {
    const { data, saves, written } = slowLocalData();
    const queryClient = createQueryClient();
    const first = changeLocalDocument(queryClient, data, counterDocument, layla, add('a'));
    const second = changeLocalDocument(queryClient, data, counterDocument, layla, add('b'));
    await settle();
    // The second change waits for the first one's write.
    expect(saves).toHaveLength(1);
    expect(queryClient.getQueryData(localDocumentKey('queue-views', layla))).toEqual({
      count: 1,
      history: ['a'],
    });
    saves[0]!.resolve();
    await first;
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    const third = changeLocalDocument(queryClient, data, counterDocument, layla, add('c'));
    saves[1]!.resolve();
    await second;
    await vi.waitFor(() => expect(saves).toHaveLength(3));
    saves[2]!.resolve();
    expect(await third).toEqual({ count: 3, history: ['a', 'b', 'c'] });
    expect(written).toEqual([
      { count: 1, history: ['a'] },
      { count: 2, history: ['a', 'b'] },
      { count: 3, history: ['a', 'b', 'c'] },
    ]);
  });

  it('applies a change to what another tab stored since this one read the document', async () => {
    const { data, saves, written } = slowLocalData({ 'queue-views': { count: 1, history: ['a'] } });
    const queryClient = createQueryClient();
    await readLocalDocument(queryClient, data, counterDocument, layla);
    // Another tab of the same reviewer writes meanwhile.
    data.load.mockResolvedValue({ count: 5, history: ['a', 'other tab'] });
    const change = changeLocalDocument(queryClient, data, counterDocument, layla, add('b'));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    saves[0]!.resolve();
    expect(await change).toEqual({ count: 6, history: ['a', 'other tab', 'b'] });
    expect(written).toEqual([{ count: 6, history: ['a', 'other tab', 'b'] }]);
  });

  it('rejects a change that could not be written, and still applies and writes the next', async () => {
    const { data, saves, written } = slowLocalData();
    const queryClient = createQueryClient();
    const failed = changeLocalDocument(queryClient, data, counterDocument, layla, add('a'));
    const next = changeLocalDocument(queryClient, data, counterDocument, layla, add('b'));
    await settle();
    saves[0]!.reject(new Error('disk full'));
    await expect(failed).rejects.toThrow('disk full');
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    saves[1]!.resolve();
    // The next change applies to what is stored: the failed one never was.
    expect(await next).toEqual({ count: 1, history: ['b'] });
    expect(written).toEqual([{ count: 1, history: ['b'] }]);
  });

  it("writes each reviewer's document on its own, never behind another's slow write", async () => {
    const { data, saves } = slowLocalData();
    const queryClient = createQueryClient();
    void changeLocalDocument(queryClient, data, counterDocument, layla, add('a'));
    void changeLocalDocument(queryClient, data, counterDocument, `omar.${tests}@demo.test`, add('b'));
    await settle();
    expect(saves.map((save) => save.value)).toEqual([
      { count: 1, history: ['a'] },
      { count: 1, history: ['b'] },
    ]);
    for (const save of saves) save.resolve();
  });

  it('writes what the document`s store makes of the value, and keeps the value itself on screen', async () => {
    const { data, saves } = slowLocalData();
    const queryClient = createQueryClient();
    const stored: LocalDocumentSpec<Counter> = {
      ...counterDocument,
      store: (value) => ({ count: value.count }),
    };
    const change = changeLocalDocument(queryClient, data, stored, layla, add('a'));
    await settle();
    expect(data.save).toHaveBeenCalledWith('queue-views', layla, { count: 1 });
    saves[0]!.resolve();
    expect(await change).toEqual({ count: 1, history: ['a'] });
    expect(queryClient.getQueryData(localDocumentKey('queue-views', layla))).toEqual({
      count: 1,
      history: ['a'],
    });
  });

  it('writes the value itself when the document has no store', async () => {
    const { data, saves } = slowLocalData();
    const change = changeLocalDocument(new QueryClient(), data, counterDocument, layla, add('a'));
    await settle();
    expect(data.save).toHaveBeenCalledWith('queue-views', layla, { count: 1, history: ['a'] });
    saves[0]!.resolve();
    await change;
  });

  it('changes nothing, and writes nothing, when the document cannot be read', async () => {
    const { data } = slowLocalData();
    data.load.mockRejectedValue(new Error('unreadable'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(changeLocalDocument(queryClient, data, counterDocument, layla, add('a'))).rejects.toThrow(
      'unreadable',
    );
    expect(data.save).not.toHaveBeenCalled();
  });
});
