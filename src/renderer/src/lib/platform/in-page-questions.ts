// Web mode's "Unsaved Changes" question: asked here, answered by the modal that shows it. One question
// at a time; a new one answers the previous with Stay.
import type { Unsubscribe } from '@shared/ipc/contract';

export interface InPageQuestions {
  ask(): Promise<boolean>;
  /** Whether a question waits for an answer (what the modal shows). */
  isOpen(): boolean;
  answer(leave: boolean): void;
  subscribe(listener: () => void): Unsubscribe;
}

export function createInPageQuestions(): InPageQuestions {
  let pending: ((leave: boolean) => void) | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    ask: () =>
      new Promise<boolean>((resolve) => {
        pending?.(false);
        pending = resolve;
        changed();
      }),
    isOpen: () => pending !== null,
    answer(leave) {
      const resolve = pending;
      pending = null;
      resolve?.(leave);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
