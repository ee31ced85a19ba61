// Everything that differs between the desktop app and a browser tab, behind one interface. One
// implementation is chosen at start (choose-platform.ts) and provided through React context; the
// rest of the renderer is identical in both.
import type { CallArgs } from '@shared/api/client';
import type { EndpointName, EndpointResponse } from '@shared/api/endpoints';
import type { AppInfo, UiLanguage, Unsubscribe } from '@shared/ipc/contract';
import type { DraftStore } from '../drafts/draft-store';
import type { InPageQuestions } from './in-page-questions';

export interface Transport {
  call<E extends EndpointName>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Any 401 answer, from any call. */
  onAuthError(listener: () => void): Unsubscribe;
}

export interface PlatformWindow {
  /** True on the desktop, where full screen is the window's; a browser overlays the preview instead. */
  readonly native: boolean;
  setFullScreen(fullScreen: boolean): Promise<boolean>;
  isFullScreen(): Promise<boolean>;
  onFullScreenChange(listener: (fullScreen: boolean) => void): Unsubscribe;
}

export interface PlatformDialogs {
  /** "Unsaved Changes": resolves true when the reviewer chooses Leave. */
  confirmUnsavedChanges(): Promise<boolean>;
  /** Questions answered by an in-page modal (web mode); the desktop asks natively. */
  readonly inPage?: InPageQuestions;
}

export interface PlatformLanguage {
  load(): Promise<UiLanguage>;
  save(language: UiLanguage): Promise<void>;
}

export type BackendStatus = Pick<AppInfo, 'apiConfigured'>;

export interface Platform {
  readonly kind: 'desktop' | 'web';
  readonly transport: Transport;
  readonly drafts: DraftStore;
  readonly window: PlatformWindow;
  readonly dialogs: PlatformDialogs;
  readonly language: PlatformLanguage;
  backendStatus(): Promise<BackendStatus>;
}
