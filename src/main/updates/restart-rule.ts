// "Restart now" for an update: the app never restarts over work that is not yet safe.
import type { UnsavedWork } from '@shared/ipc/updates';

/**
 * 'restart': nothing would be lost; 'ask': a form has unsaved changes (its draft survives the
 * restart), so the reviewer decides; 'wait': a draft is still being written and would be lost.
 */
export type RestartDecision = 'restart' | 'ask' | 'wait';

export function mayRestartForUpdate({ dirty, draftsPending }: UnsavedWork): RestartDecision {
  if (draftsPending) return 'wait';
  return dirty ? 'ask' : 'restart';
}
