// Builds window.reviewConsole: the narrow verbs of the IPC contract and nothing else. Renderer
// callbacks receive payloads only; the IPC event (and its sender) never crosses the bridge.
import { contextBridge, ipcRenderer } from 'electron';
import type {
  IpcEventChannel,
  IpcEventContract,
  IpcInvokeChannel,
  IpcInvokeContract,
  ReviewConsoleBridge,
  Unsubscribe,
} from '@shared/ipc/contract';

/** The slice of ipcRenderer the bridge uses, so tests can pass a fake. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function createBridge(ipc: IpcRendererLike): ReviewConsoleBridge {
  const invoke = <C extends IpcInvokeChannel>(channel: C, ...args: Parameters<IpcInvokeContract[C]>) =>
    ipc.invoke(channel, ...args) as Promise<ReturnType<IpcInvokeContract[C]>>;

  const subscribe = <E extends IpcEventChannel>(
    channel: E,
    listener: (...payload: Parameters<IpcEventContract[E]>) => void,
  ): Unsubscribe => {
    const wrapped = (_event: unknown, ...payload: unknown[]) =>
      listener(...(payload as Parameters<IpcEventContract[E]>));
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  };

  return {
    api: { call: (endpoint, params, body) => invoke('api:call', { endpoint, params, body }) },
    window: {
      setFullScreen: (fullScreen) => invoke('window:set-full-screen', fullScreen),
      isFullScreen: () => invoke('window:is-full-screen'),
      onFullScreenChange: (listener) =>
        subscribe('window:full-screen-changed', (fullScreen) => listener(fullScreen)),
    },
    dialogs: { confirmUnsavedChanges: () => invoke('dialog:confirm-unsaved-changes') },
    language: {
      get: () => invoke('language:get'),
      set: (language) => invoke('language:set', language),
    },
    app: { info: () => invoke('app:info') },
    drafts: {
      load: (key) => invoke('drafts:load', key),
      save: (key, value) => invoke('drafts:save', key, value),
      clear: (key) => invoke('drafts:clear', key),
      clearReview: (reviewId) => invoke('drafts:clear-review', reviewId),
    },
    onAuthError: (listener) => subscribe('auth:error', () => listener()),
  };
}

// Only the narrow verbs cross into the page; ipcRenderer itself stays here.
const bridge = createBridge(ipcRenderer);
contextBridge.exposeInMainWorld('reviewConsole', bridge);
