// The typed send of an event to a window's page; apart from handle.ts so that code which only sends
// (and its tests, without Electron) need not load ipcMain.
import type { WebContents } from 'electron';
import type { IpcEventChannel, IpcEventContract } from '@shared/ipc/contract';

export function send<E extends IpcEventChannel>(
  contents: Pick<WebContents, 'send' | 'isDestroyed'>,
  event: E,
  ...payload: Parameters<IpcEventContract[E]>
): void {
  if (!contents.isDestroyed()) contents.send(event, ...payload);
}
