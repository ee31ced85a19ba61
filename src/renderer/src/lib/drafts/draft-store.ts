// Where drafts live: through main on the desktop (a file per review in the app's data folder), in
// local storage in a browser. Chosen once, like the transport.
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import { parseDraftKey, serialiseDraftValue, type DraftKey } from '@shared/ipc/draft-keys';
import { getBridge } from '../bridge';
import { safeLocalStorage } from '../language-storage';

/** What is kept for each draft: when it was saved, by whom, and the form's content. */
export interface SavedDraft<T> {
  savedAt: string;
  /** The signed-in reviewer's email: one reviewer's notes are never restored for another. */
  owner?: string;
  value: T;
}

let draftOwner: string | null = null;

/** Set whenever the reviewer profile loads, before any review screen reads a draft. */
export function setDraftOwner(email: string | null): void {
  draftOwner = email?.trim().toLowerCase() || null;
}

export interface DraftStore {
  load<T>(key: DraftKey): Promise<SavedDraft<T> | null>;
  save<T>(key: DraftKey, value: T): Promise<void>;
  clear(key: DraftKey): Promise<void>;
  /** Every step's draft of one review. */
  clearReview(reviewId: string): Promise<void>;
}

export const DRAFT_STORAGE_PREFIX = 'rc.draft.';

function asSavedDraft<T>(stored: unknown): SavedDraft<T> | null {
  if (!stored || typeof stored !== 'object' || !('value' in stored) || !('savedAt' in stored)) return null;
  if (typeof stored.savedAt !== 'string') return null;
  const owner = 'owner' in stored ? stored.owner : undefined;
  if (typeof owner === 'string' && owner !== draftOwner) return null;
  return stored as SavedDraft<T>;
}

function wrap<T>(value: T, now: () => Date): SavedDraft<T> {
  return { savedAt: now().toISOString(), ...(draftOwner ? { owner: draftOwner } : {}), value };
}

export function createBridgeDraftStore(
  drafts: ReviewConsoleBridge['drafts'],
  now: () => Date = () => new Date(),
): DraftStore {
  return {
    load: async (key) => asSavedDraft(await drafts.load(key)),
    save: (key, value) => drafts.save(key, wrap(value, now)),
    clear: (key) => drafts.clear(key),
    clearReview: (reviewId) => drafts.clearReview(reviewId),
  };
}

export function createLocalDraftStore(
  storage: Storage | undefined = safeLocalStorage(),
  now: () => Date = () => new Date(),
): DraftStore {
  const storageKey = (key: DraftKey) => `${DRAFT_STORAGE_PREFIX}${key}`;
  return {
    async load(key) {
      const text = storage?.getItem(storageKey(key));
      if (!text) return null;
      try {
        return asSavedDraft(JSON.parse(text));
      } catch {
        console.error('Ignored a corrupt draft', { key });
        return null;
      }
    },
    // Writes before returning, so a save started during pagehide is on disk before the page goes.
    async save(key, value) {
      const text = serialiseDraftValue(wrap(value, now));
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
  };
}

function reviewIdOf(key: string): string | null {
  try {
    return parseDraftKey(key as DraftKey).reviewId;
  } catch {
    return null;
  }
}

export function createDraftStore(bridge = getBridge()): DraftStore {
  return bridge ? createBridgeDraftStore(bridge.drafts) : createLocalDraftStore();
}

let current: DraftStore | null = null;

export function getDraftStore(): DraftStore {
  return (current ??= createDraftStore());
}
