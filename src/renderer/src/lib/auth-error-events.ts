import type { Unsubscribe } from '@shared/ipc/contract';

export interface AuthErrorEvents {
  emit(): void;
  subscribe(listener: () => void): Unsubscribe;
}

/** The single place a 401 is announced, whichever transport saw it. */
export function createAuthErrorEvents(): AuthErrorEvents {
  const listeners = new Set<() => void>();
  return {
    emit() {
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
