// Builds window.reviewConsole from the contract's verb table: the narrow verbs and nothing else.
// Renderer callbacks receive payloads only; the IPC event (and its sender) never crosses the bridge.
import { contextBridge, ipcRenderer } from 'electron';
import type { EventRow, InvokeRow, VerbRow } from '@shared/ipc/bridge-verbs';
import { BRIDGE_VERBS, type ReviewConsoleBridge, type Unsubscribe } from '@shared/ipc/contract';

/** The slice of ipcRenderer the bridge uses, so tests can pass a fake. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/** Exactly `arity` values, the missing ones undefined, as a hand-written verb would pass them. */
const take = (values: unknown[], arity: number) => Array.from({ length: arity }, (_, i) => values[i]);

function invoker(ipc: IpcRendererLike, { invoke, arity, pack }: InvokeRow) {
  return (...args: unknown[]) => {
    const taken = take(args, arity);
    return ipc.invoke(invoke, ...(pack ? pack(...taken) : taken));
  };
}

function subscriber(ipc: IpcRendererLike, { event, arity }: EventRow) {
  return (listener: (...payload: unknown[]) => void): Unsubscribe => {
    const wrapped = (_event: unknown, ...payload: unknown[]) => listener(...take(payload, arity));
    ipc.on(event, wrapped);
    return () => {
      ipc.removeListener(event, wrapped);
    };
  };
}

export function createBridge(ipc: IpcRendererLike): ReviewConsoleBridge {
  const bridge: Record<string, unknown> = {};
  for (const [path, row] of Object.entries<VerbRow>(BRIDGE_VERBS)) {
    const verb = 'invoke' in row ? invoker(ipc, row) : subscriber(ipc, row);
    const [group, name] = path.split('.');
    if (name === undefined) bridge[group] = verb;
    else ((bridge[group] ??= {}) as Record<string, unknown>)[name] = verb;
  }
  return bridge as ReviewConsoleBridge;
}

// Only the narrow verbs cross into the page; ipcRenderer itself stays here.
const bridge = createBridge(ipcRenderer);
contextBridge.exposeInMainWorld('reviewConsole', bridge);
