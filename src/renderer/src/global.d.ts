import type { ReviewConsoleBridge } from '@shared/ipc/contract';

declare global {
  interface Window {
    /** Exposed by the desktop preload; absent in web mode. */
    reviewConsole?: ReviewConsoleBridge;
  }
}

export {};
