// The IPC contract between main and the renderer: one map of channel -> signature. The preload
// and main's handlers are typed from it, so a changed signature breaks the compile on both sides.
import type { ApiRequest } from '../api/client';
import type { ApiResult } from '../api/result';
import type { DraftKey, JsonValue } from './draft-keys';

export type UiLanguage = 'en' | 'ar';
export const UI_LANGUAGES: readonly UiLanguage[] = ['en', 'ar'];
/** Section 9: English until the reviewer picks another. */
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  /** False in a packaged build without a backend URL: the renderer shows the configuration screen. */
  apiConfigured: boolean;
  /** Where the backend is, for the configuration screen and diagnostics. */
  apiSource: 'environment' | 'config-file' | 'demo' | 'none';
}

/** Request/response channels (ipcRenderer.invoke / ipcMain.handle). */
export interface IpcInvokeContract {
  'api:call': (request: ApiRequest) => ApiResult<unknown>;
  'window:set-full-screen': (fullScreen: boolean) => boolean;
  'window:is-full-screen': () => boolean;
  'dialog:confirm-unsaved-changes': () => boolean;
  'language:get': () => UiLanguage;
  'language:set': (language: UiLanguage) => UiLanguage;
  'app:info': () => AppInfo;
  /** The stored draft (as saved), or null when there is none. */
  'drafts:load': (key: DraftKey) => JsonValue;
  'drafts:save': (key: DraftKey, value: unknown) => void;
  'drafts:clear': (key: DraftKey) => void;
  /** Every step's draft of one review. */
  'drafts:clear-review': (reviewId: string) => void;
}

/** Events main sends to the renderer; listeners receive the payload only, never the IPC event. */
export interface IpcEventContract {
  'auth:error': () => void;
  'window:full-screen-changed': (fullScreen: boolean) => void;
}

export type IpcInvokeChannel = keyof IpcInvokeContract;
export type IpcEventChannel = keyof IpcEventContract;

export const IPC_INVOKE_CHANNELS = [
  'api:call',
  'window:set-full-screen',
  'window:is-full-screen',
  'dialog:confirm-unsaved-changes',
  'language:get',
  'language:set',
  'app:info',
  'drafts:load',
  'drafts:save',
  'drafts:clear',
  'drafts:clear-review',
] as const satisfies readonly IpcInvokeChannel[];

export const IPC_EVENT_CHANNELS = [
  'auth:error',
  'window:full-screen-changed',
] as const satisfies readonly IpcEventChannel[];

export type Unsubscribe = () => void;

/** `window.reviewConsole`: the only thing the preload exposes. */
export interface ReviewConsoleBridge {
  api: { call(endpoint: string, params?: unknown, body?: unknown): Promise<ApiResult<unknown>> };
  window: {
    setFullScreen(fullScreen: boolean): Promise<boolean>;
    isFullScreen(): Promise<boolean>;
    onFullScreenChange(listener: (fullScreen: boolean) => void): Unsubscribe;
  };
  dialogs: { confirmUnsavedChanges(): Promise<boolean> };
  language: { get(): Promise<UiLanguage>; set(language: UiLanguage): Promise<UiLanguage> };
  app: { info(): Promise<AppInfo> };
  /** Local drafts of reviews in progress, kept by main in the app's data folder. */
  drafts: {
    load(key: DraftKey): Promise<JsonValue>;
    save(key: DraftKey, value: unknown): Promise<void>;
    clear(key: DraftKey): Promise<void>;
    clearReview(reviewId: string): Promise<void>;
  };
  onAuthError(listener: () => void): Unsubscribe;
}

/** The exact top-level keys of `window.reviewConsole`; the Electron e2e suite checks them. */
export const BRIDGE_KEYS = ['api', 'app', 'dialogs', 'drafts', 'language', 'onAuthError', 'window'] as const;

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === 'en' || value === 'ar';
}
