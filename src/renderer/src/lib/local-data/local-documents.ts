// A local document as the screens use it: read once per reviewer into the query cache (forgotten with
// the session, like everything the reviewer saw), changed there at once and written behind, one write
// at a time per document, so two quick changes never land in the wrong order.
import type { QueryClient } from '@tanstack/react-query';
import type { LocalDocument } from '@shared/ipc/local-data';
import type { LocalData } from './local-data';

export interface LocalDocumentSpec<T> {
  document: LocalDocument;
  /** Reads a stored value leniently (it may come from another version): what cannot be read is dropped. */
  parse(stored: unknown): T;
  /** The value before anything is stored. */
  empty: T;
  /** What is written for a value, when it is not the value itself. */
  store?(value: T): unknown;
}

export const localDocumentKey = (document: LocalDocument, owner: string) =>
  ['local', document, owner] as const;

export function readLocalDocument<T>(
  queryClient: QueryClient,
  localData: LocalData,
  spec: LocalDocumentSpec<T>,
  owner: string,
): Promise<T> {
  return queryClient.ensureQueryData({
    queryKey: localDocumentKey(spec.document, owner),
    queryFn: async () => {
      const stored = await localData.load(spec.document, owner);
      return stored === null ? spec.empty : spec.parse(stored);
    },
    staleTime: Infinity,
  });
}

const writes = new Map<string, Promise<unknown>>();

/**
 * Applies `change` to the document as it is stored now, read again right before (another tab of the
 * same reviewer may have changed it since this one read it), shows the result at once and writes it;
 * resolves once it is written (rejects when it could not be read or written: the caller says so).
 * Changes of one document run one after another, each on what the one before stored.
 */
export async function changeLocalDocument<T>(
  queryClient: QueryClient,
  localData: LocalData,
  spec: LocalDocumentSpec<T>,
  owner: string,
  change: (current: T) => T,
): Promise<T> {
  const key = localDocumentKey(spec.document, owner);
  const queueKey = key.join('\u0000');
  const write = (writes.get(queueKey) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      // Unreadable: nothing is changed, so nothing stored is written over unseen.
      const stored = await localData.load(spec.document, owner);
      const next = change(stored === null ? spec.empty : spec.parse(stored));
      queryClient.setQueryData(key, next);
      await localData.save(spec.document, owner, spec.store ? spec.store(next) : next);
      return next;
    });
  writes.set(queueKey, write);
  try {
    return await write;
  } finally {
    if (writes.get(queueKey) === write) writes.delete(queueKey);
  }
}
