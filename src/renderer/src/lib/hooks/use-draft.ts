// A form's draft for one review step: restored when the form mounts, saved as the reviewer types
// (debounced), and flushed when the page hides or the form unmounts, so a reload loses nothing.
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseDraftKey, type DraftKey } from '@shared/ipc/draft-keys';
import type { DraftOwner } from '../drafts/draft-store';
import { createDraftWriter, DRAFT_SAVE_DELAY_MS, type DraftMerge } from '../drafts/draft-writer';
import { i18n } from '../i18n';
import { usePlatform } from '../platform/platform-context';

export interface UseDraftResult<T, W = T> {
  /** The restored draft, or null when there is none; meaningful once `loaded`. */
  draft: T | null;
  savedAt: string | null;
  loaded: boolean;
  /** What the form writes: the draft itself, or what `merge` lays over the stored one. */
  save(value: W): void;
  clear(): Promise<void>;
}

/** A draft that cannot be written (storage full, a disk error) is said once, not only logged. */
function warnDraftNotSaved(key: DraftKey, error: unknown): void {
  console.error('Could not save the draft', key, error);
  notifications.show({
    id: 'draft-not-saved',
    color: 'orange',
    autoClose: false,
    message: i18n.t('common:drafts.notSaved'),
  });
}

interface LoadedState<T> {
  key: DraftKey;
  draft: T | null;
  savedAt: string | null;
}

export interface UseDraftOptions {
  delayMs?: number;
  /** How a write combines with the stored draft (per field, for two tabs on one step). */
  merge?: DraftMerge;
}

/** `owner`: the signed-in reviewer (useDraftOwner), whose drafts alone are restored. */
export function useDraft<T, W = T>(
  key: DraftKey,
  owner: DraftOwner,
  { delayMs = DRAFT_SAVE_DELAY_MS, merge }: UseDraftOptions = {},
): UseDraftResult<T, W> {
  const { drafts: store, unsavedWork } = usePlatform();
  const writer = useMemo(
    () => createDraftWriter(store, delayMs, warnDraftNotSaved, merge, unsavedWork),
    [store, delayMs, merge, unsavedWork],
  );
  const [loadedState, setLoadedState] = useState<LoadedState<T> | null>(null);

  useEffect(() => {
    let live = true;
    store.load<T>(key, owner).then(
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
  }, [key, owner, store, writer]);

  useEffect(() => {
    const flush = () => writer.flush();
    const { reviewId } = parseDraftKey(key);
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    const stopListening = store.onReviewCleared((cleared) => {
      if (cleared === reviewId) writer.cancel((pendingKey) => parseDraftKey(pendingKey).reviewId === cleared);
    });
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      stopListening();
      writer.flush();
    };
  }, [key, store, writer]);

  const save = useCallback((value: W) => writer.schedule(key, value, owner), [writer, key, owner]);
  const clear = useCallback(async () => {
    writer.cancel((pendingKey) => pendingKey === key);
    await writer.settled();
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
