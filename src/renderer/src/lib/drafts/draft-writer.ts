// Debounced draft saving: the last value wins, written shortly after typing stops, or at once on
// flush (page hide, unmount). Only one value is ever waiting.
import type { DraftKey } from '@shared/ipc/draft-keys';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';
import type { DraftStore } from './draft-store';

/** A draft that cannot be written (storage full, a disk error) is said once, not only logged. */
function warnDraftNotSaved(key: DraftKey, error: unknown): void {
  console.error('Could not save the draft', key, error);
  notifications.show({
    id: 'draft-not-saved',
    color: 'orange',
    position: 'bottom-right',
    autoClose: false,
    message: i18n.t('common:drafts.notSaved'),
  });
}

export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftWriter {
  schedule(key: DraftKey, value: unknown): void;
  flush(): void;
  /** Drops the waiting value (all of it, or only if its key matches), e.g. once the draft is cleared. */
  cancel(matches?: (key: DraftKey) => boolean): void;
}

export function createDraftWriter(
  store: DraftStore,
  delayMs = DRAFT_SAVE_DELAY_MS,
  onError: (key: DraftKey, error: unknown) => void = warnDraftNotSaved,
): DraftWriter {
  let pending: { key: DraftKey; value: unknown } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const flush = () => {
    stopTimer();
    if (!pending) return;
    const { key, value } = pending;
    pending = null;
    store.save(key, value).catch((error: unknown) => onError(key, error));
  };

  return {
    schedule(key, value) {
      if (pending && pending.key !== key) flush();
      pending = { key, value };
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
