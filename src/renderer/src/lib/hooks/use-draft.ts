// A form's draft for one review step: restored when the form mounts, saved as the reviewer types
// (debounced), and flushed when the page hides or the form unmounts, so a reload loses nothing.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { draftReviewId, parseDraftKey, type DraftKey } from '@shared/ipc/draft-keys';
import { getDraftStore, type DraftStore } from './draft-store';
import { createDraftWriter, DRAFT_SAVE_DELAY_MS } from './draft-writer';

export interface UseDraftResult<T> {
  /** The restored draft, or null when there is none; meaningful once `loaded`. */
  draft: T | null;
  savedAt: string | null;
  loaded: boolean;
  save(value: T): void;
  clear(): Promise<void>;
}

export interface UseDraftOptions {
  store?: DraftStore;
  delayMs?: number;
}

// Live hooks hear when a whole review is cleared, so a save still waiting cannot bring it back.
const reviewClearedListeners = new Set<(reviewId: string) => void>();

/** Clears every step's draft of a review (after the conclusion is accepted). */
export async function clearReview(reviewId: string, store: DraftStore = getDraftStore()): Promise<void> {
  const id = draftReviewId(reviewId);
  for (const listener of reviewClearedListeners) listener(id);
  await store.clearReview(id);
}

interface LoadedState<T> {
  key: DraftKey;
  draft: T | null;
  savedAt: string | null;
}

export function useDraft<T>(key: DraftKey, options: UseDraftOptions = {}): UseDraftResult<T> {
  const store = options.store ?? getDraftStore();
  const delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
  const writer = useMemo(() => createDraftWriter(store, delayMs), [store, delayMs]);
  const [loadedState, setLoadedState] = useState<LoadedState<T> | null>(null);

  useEffect(() => {
    let live = true;
    store.load<T>(key).then(
      (saved) => {
        if (live) setLoadedState({ key, draft: saved?.value ?? null, savedAt: saved?.savedAt ?? null });
      },
      (error: unknown) => {
        console.error('Could not load the draft', key, error);
        if (live) setLoadedState({ key, draft: null, savedAt: null });
      },
    );
    return () => {
      live = false;
      writer.flush();
    };
  }, [key, store, writer]);

  useEffect(() => {
    const flush = () => writer.flush();
    const { reviewId } = parseDraftKey(key);
    const onReviewCleared = (cleared: string) => {
      if (cleared === reviewId) writer.cancel((pendingKey) => parseDraftKey(pendingKey).reviewId === cleared);
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    reviewClearedListeners.add(onReviewCleared);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      reviewClearedListeners.delete(onReviewCleared);
      writer.flush();
    };
  }, [key, writer]);

  const save = useCallback((value: T) => writer.schedule(key, value), [writer, key]);
  const clear = useCallback(async () => {
    writer.cancel((pendingKey) => pendingKey === key);
    await store.clear(key);
    setLoadedState({ key, draft: null, savedAt: null });
  }, [writer, store, key]);

  // A state loaded for a previous key is never shown for this one.
  const current = loadedState?.key === key ? loadedState : null;
  return {
    draft: current?.draft ?? null,
    savedAt: current?.savedAt ?? null,
    loaded: current !== null,
    save,
    clear,
  };
}
