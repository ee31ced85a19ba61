// Each reviewer's local documents (src/shared/ipc/local-data.ts): through main on the desktop (the
// user-data folder), in local storage in a browser. A document belongs to the signed-in reviewer: it is
// read and written with their email, so one reviewer never sees another's snippets or views.
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import { serialiseLocalDocument, type LocalDocument } from '@shared/ipc/local-data';
import { safeLocalStorage } from '../language-storage';

export interface LocalData {
  /** The stored value, or null when there is none (a corrupt one is none, and logged). */
  load(document: LocalDocument, owner: string): Promise<unknown>;
  /** Null removes the document; a value that is not plain JSON or is too large is refused. */
  save(document: LocalDocument, owner: string, value: unknown): Promise<void>;
}

export class LocalDocumentTooLarge extends Error {
  constructor(readonly document: LocalDocument) {
    super(`The ${document} document is not plain JSON or is too large`);
  }
}

export function createBridgeLocalData(local: ReviewConsoleBridge['local']): LocalData {
  return {
    load: (document, owner) => local.load(owner, document),
    async save(document, owner, value) {
      if (value !== null && serialiseLocalDocument(document, value) === null)
        throw new LocalDocumentTooLarge(document);
      await local.save(owner, document, value);
    },
  };
}

export const LOCAL_DATA_STORAGE_PREFIX = 'rc.local.';

export function createBrowserLocalData(storage: Storage | undefined = safeLocalStorage()): LocalData {
  const keyOf = (document: LocalDocument, owner: string) =>
    `${LOCAL_DATA_STORAGE_PREFIX}${document}.${owner}`;
  return {
    async load(document, owner) {
      const text = storage?.getItem(keyOf(document, owner));
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        console.error('Ignored a corrupt local document', { document });
        return null;
      }
    },
    async save(document, owner, value) {
      if (value === null) return storage?.removeItem(keyOf(document, owner));
      const text = serialiseLocalDocument(document, value);
      if (text === null) throw new LocalDocumentTooLarge(document);
      storage?.setItem(keyOf(document, owner), text);
    },
  };
}
