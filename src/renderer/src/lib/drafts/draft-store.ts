// Where drafts live: through main on the desktop (a file per review in the app's data folder), in
// local storage in a browser. Each platform makes one store; the signed-in reviewer's email travels
// with every read and write, so one reviewer's notes are never restored for another.
import type { ReviewConsoleBridge, Unsubscribe } from '@shared/ipc/contract';
import { draftReviewId, parseDraftKey, serialiseDraftValue, type DraftKey } from '@shared/ipc/draft-keys';
import { localOwnerOf } from '@shared/ipc/local-data';
import { safeLocalStorage } from '../language-storage';

/** What is kept for each draft: when it was saved, by whom, and the form's content. */
export interface SavedDraft<T> {
  savedAt: string;
  /** The signed-in reviewer's email: one reviewer's notes are never restored for another. */
  owner?: string;
  value: T;
}

/** The signed-in reviewer's email as drafts record it; null when nobody is known. */
export type DraftOwner = string | null;

/** The same reviewer as main's local documents name them (src/shared/ipc/local-data.ts). */
export const draftOwnerOf = (email: string | null | undefined): DraftOwner => localOwnerOf(email);

export interface DraftStore {
  /** Without an owner, only drafts that name none are restored. */
  load<T>(key: DraftKey, owner?: DraftOwner): Promise<SavedDraft<T> | null>;
  save<T>(key: DraftKey, value: T, owner?: DraftOwner): Promise<void>;
  clear(key: DraftKey): Promise<void>;
  /** Every step's draft of one review (after the conclusion is accepted); live forms hear it first. */
  clearReview(reviewId: string): Promise<void>;
  /** Lets a form drop a save still waiting, so it cannot bring a cleared review back. */
  onReviewCleared(listener: (reviewId: string) => void): Unsubscribe;
}

type StoredDrafts = Omit<DraftStore, 'onReviewCleared'>;

function withReviewClearedEvents(store: StoredDrafts): DraftStore {
  const listeners = new Set<(reviewId: string) => void>();
  return {
    ...store,
    async clearReview(reviewId) {
      const id = draftReviewId(reviewId);
      for (const listener of [...listeners]) listener(id);
      await store.clearReview(id);
    },
    onReviewCleared(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const DRAFT_STORAGE_PREFIX = 'rc.draft.';

function asSavedDraft<T>(stored: unknown, draftOwner: DraftOwner = null): SavedDraft<T> | null {
  if (!stored || typeof stored !== 'object' || !('value' in stored) || !('savedAt' in stored)) return null;
  if (typeof stored.savedAt !== 'string') return null;
  const owner = 'owner' in stored ? stored.owner : undefined;
  if (typeof owner === 'string' && owner !== draftOwner) return null;
  return stored as SavedDraft<T>;
}

function wrap<T>(value: T, draftOwner: DraftOwner = null, now: () => Date): SavedDraft<T> {
  return { savedAt: now().toISOString(), ...(draftOwner ? { owner: draftOwner } : {}), value };
}

export function createBridgeDraftStore(
  drafts: ReviewConsoleBridge['drafts'],
  now: () => Date = () => new Date(),
): DraftStore {
  return withReviewClearedEvents({
    load: async (key, owner) => asSavedDraft(await drafts.load(key), owner),
    save: (key, value, owner) => drafts.save(key, wrap(value, owner, now)),
    clear: (key) => drafts.clear(key),
    clearReview: (reviewId) => drafts.clearReview(reviewId),
  });
}

export function createLocalDraftStore(
  storage: Storage | undefined = safeLocalStorage(),
  now: () => Date = () => new Date(),
): DraftStore {
  const storageKey = (key: DraftKey) => `${DRAFT_STORAGE_PREFIX}${key}`;
  return withReviewClearedEvents({
    async load(key, owner) {
      const text = storage?.getItem(storageKey(key));
      if (!text) return null;
      try {
        return asSavedDraft(JSON.parse(text), owner);
      } catch {
        console.error('Ignored a corrupt draft', { key });
        return null;
      }
    },
    // Writes before returning, so a save started during pagehide is on disk before the page goes.
    async save(key, value, owner) {
      const text = serialiseDraftValue(wrap(value, owner, now));
      if (text === null) throw new TypeError('A draft must be plain JSON of at most 1 MB');
      storage?.setItem(storageKey(key), text);
    },
    async clear(key) {
      storage?.removeItem(storageKey(key));
    },
    async clearReview(reviewId) {
      if (!storage) return;
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) {
        const draftKey = key?.startsWith(DRAFT_STORAGE_PREFIX)
          ? key.slice(DRAFT_STORAGE_PREFIX.length)
          : null;
        if (draftKey && reviewIdOf(draftKey) === reviewId) storage.removeItem(key!);
      }
    },
  });
}

function reviewIdOf(key: string): string | null {
  try {
    return parseDraftKey(key as DraftKey).reviewId;
  } catch {
    return null;
  }
}
