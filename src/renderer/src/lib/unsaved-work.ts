// What the reviewer has not yet saved anywhere safe, read when they ask to restart for an update:
// forms with changes (useUnloadGuard) and drafts still waiting to be written (draft-writer.ts).
// One tracker per platform, so nothing outlives the app that made it.
import type { UnsavedWork } from '@shared/ipc/updates';

export interface UnsavedWorkTracker {
  /** Records whether `holder` (a form, a draft writer) has unsaved work of this kind right now. */
  mark(kind: keyof UnsavedWork, holder: object, unsaved: boolean): void;
  read(): UnsavedWork;
}

export function createUnsavedWork(): UnsavedWorkTracker {
  const holders: Record<keyof UnsavedWork, Set<object>> = { dirty: new Set(), draftsPending: new Set() };
  return {
    mark(kind, holder, unsaved) {
      if (unsaved) holders[kind].add(holder);
      else holders[kind].delete(holder);
    },
    read: () => ({ dirty: holders.dirty.size > 0, draftsPending: holders.draftsPending.size > 0 }),
  };
}
