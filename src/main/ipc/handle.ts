// The only place main touches ipcMain: typed handlers derived from the IPC contract, each one behind
// the sender check and argument validation, and a typed send for events.
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type { IpcInvokeChannel, IpcInvokeContract } from '@shared/ipc/contract';
import { log } from '../logging';
import { invokeArguments } from './arguments';
import { UntrustedSenderError, type SenderCheck } from './trusted-sender';

export type InvokeHandler<C extends IpcInvokeChannel> = (
  ...args: Parameters<IpcInvokeContract[C]>
) => ReturnType<IpcInvokeContract[C]> | Promise<ReturnType<IpcInvokeContract[C]>>;

export type Handle = <C extends IpcInvokeChannel>(channel: C, handler: InvokeHandler<C>) => void;

/** Wraps a handler with the sender check and argument validation; exported for tests. */
export function guardHandler<C extends IpcInvokeChannel>(
  channel: C,
  isTrusted: SenderCheck,
  handler: InvokeHandler<C>,
) {
  return async (event: Pick<IpcMainInvokeEvent, 'senderFrame'>, ...args: unknown[]) => {
    if (!isTrusted(event)) {
      log.warn('Refused IPC from an untrusted sender', { channel });
      throw new UntrustedSenderError(channel);
    }
    const parsed = invokeArguments[channel].safeParse(args);
    if (!parsed.success) {
      log.warn('Refused IPC with invalid arguments', { channel });
      throw new TypeError(`Invalid arguments for ${channel}`);
    }
    return handler(...(parsed.data as Parameters<IpcInvokeContract[C]>));
  };
}

export function createHandle(isTrusted: SenderCheck): Handle {
  return (channel, handler) => {
    ipcMain.handle(channel, guardHandler(channel, isTrusted, handler));
  };
}

export { send } from './send';
