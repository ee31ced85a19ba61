import type { ReviewConsoleBridge } from '@shared/ipc/contract';

/** The desktop bridge, or undefined in web mode (a plain browser tab). */
export function getBridge(): ReviewConsoleBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.reviewConsole;
}
