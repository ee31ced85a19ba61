// Debounced draft saving: the last value wins, written shortly after typing stops, or at once on
// flush (page hide, unmount). Only one value is ever waiting.
import type { DraftKey } from '@shared/ipc/draft-keys';
import type { UnsavedWorkTracker } from '../unsaved-work';
import type { DraftOwner, DraftStore } from './draft-store';

export type DraftWriteErrorHandler = (key: DraftKey, error: unknown) => void;

/**
 * Lays what this form wrote over the draft as stored now (another tab may have written it since),
 * so each keeps what it typed; null clears the draft.
 */
export type DraftMerge = (stored: unknown, written: unknown) => unknown;

export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftWriter {
  schedule(key: DraftKey, value: unknown, owner: DraftOwner): void;
  flush(): void;
  /** Drops the waiting value (all of it, or only if its key matches), e.g. once the draft is cleared. */
  cancel(matches?: (key: DraftKey) => boolean): void;
  /** Resolves once every write begun so far has ended, so a clear comes after them. */
  settled(): Promise<void>;
}

export function createDraftWriter(
  store: DraftStore,
  delayMs = DRAFT_SAVE_DELAY_MS,
  onError: DraftWriteErrorHandler,
  merge?: DraftMerge,
  unsaved?: UnsavedWorkTracker,
): DraftWriter {
  let pending: { key: DraftKey; value: unknown; owner: DraftOwner } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Merged writes read first: one at a time, so this form's own writes never cross.
  let writing: Promise<void> = Promise.resolve();
  // A waiting value or a write under way holds back a restart for an update (unsaved-work.ts).
  let writesUnderWay = 0;
  const holder = {};
  const noteUnsaved = () => unsaved?.mark('draftsPending', holder, pending !== null || writesUnderWay > 0);

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const flush = () => {
    stopTimer();
    if (!pending) return;
    const { key, value, owner } = pending;
    pending = null;
    const write = merge
      ? () =>
          store.load(key, owner).then((saved) => {
            const next = merge(saved?.value ?? null, value);
            return next === null ? store.clear(key) : store.save(key, next, owner);
          })
      : // Called at once, so a local-storage write is done before a hiding page goes.
        (() => {
          const saving = store.save(key, value, owner);
          return () => saving;
        })();
    writesUnderWay += 1;
    writing = writing
      .then(write)
      .catch((error: unknown) => onError(key, error))
      .finally(() => {
        writesUnderWay -= 1;
        noteUnsaved();
      });
    noteUnsaved();
  };

  return {
    schedule(key, value, owner) {
      if (pending && pending.key !== key) flush();
      pending = { key, value, owner };
      stopTimer();
      timer = setTimeout(flush, delayMs);
      noteUnsaved();
    },
    flush,
    cancel(matches) {
      if (!pending || (matches && !matches(pending.key))) return;
      pending = null;
      stopTimer();
      noteUnsaved();
    },
    settled: () => writing,
  };
}
