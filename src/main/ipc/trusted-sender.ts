// Every IPC handler first checks the message comes from the app's own page, never from another
// origin that found its way into a frame or window.
import type { IpcMainInvokeEvent } from 'electron';
import { isTrustedUrl } from '../app-origin';

export type SenderCheck = (event: Pick<IpcMainInvokeEvent, 'senderFrame'>) => boolean;

export class UntrustedSenderError extends Error {
  constructor(channel: string) {
    super(`Refused ${channel}: the sender is not the app's own page`);
    this.name = 'UntrustedSenderError';
  }
}

export function createSenderCheck(trustedOrigins: readonly string[]): SenderCheck {
  return (event) => {
    const frame = event.senderFrame;
    // A frame that navigated away or was destroyed before the message arrived has no URL to trust.
    if (!frame) return false;
    // Only the page itself, never a frame inside it, even one of the app's own origin.
    if (frame.parent) return false;
    return isTrustedUrl(frame.url, trustedOrigins);
  };
}
