// Debounced draft saving: the last value wins, written shortly after typing stops, or at once on
// flush (page hide, unmount). Only one value is ever waiting.
import type { DraftKey } from '@shared/ipc/draft-keys';
import type { DraftOwner, DraftStore } from './draft-store';

export type DraftWriteErrorHandler = (key: DraftKey, error: unknown) => void;

export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftWriter {
  schedule(key: DraftKey, value: unknown, owner: DraftOwner): void;
  flush(): void;
  /** Drops the waiting value (all of it, or only if its key matches), e.g. once the draft is cleared. */
  cancel(matches?: (key: DraftKey) => boolean): void;
}

export function createDraftWriter(
  store: DraftStore,
  delayMs = DRAFT_SAVE_DELAY_MS,
  onError: DraftWriteErrorHandler,
): DraftWriter {
  let pending: { key: DraftKey; value: unknown; owner: DraftOwner } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const flush = () => {
    stopTimer();
    if (!pending) return;
    const { key, value, owner } = pending;
    pending = null;
    store.save(key, value, owner).catch((error: unknown) => onError(key, error));
  };

  return {
    schedule(key, value, owner) {
      if (pending && pending.key !== key) flush();
      pending = { key, value, owner };
      stopTimer();
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel(matches) {
      if (!pending || (matches && !matches(pending.key))) return;
      pending = null;
      stopTimer();
    },
  };
}
