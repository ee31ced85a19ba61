// Everything that differs between the desktop app and a browser tab, behind one interface. One
// implementation is chosen at start (choose-platform.ts) and provided through React context; the
// rest of the renderer is identical in both.
import type { CallArgs } from '@shared/api/client';
import type { EndpointName, EndpointResponse } from '@shared/api/endpoints';
import type { AppInfo, TeamSnippets, UiLanguage, Unsubscribe } from '@shared/ipc/contract';
import type { InstallUpdateAnswer, UnsavedWork } from '@shared/ipc/updates';
import type { ReviewsWaiting, WaitingQueue } from '@shared/ipc/reviews-waiting';
import type { LinkArrival } from '@shared/review-link';
import type { UnsavedWorkTracker } from '../unsaved-work';
import type { DraftStore } from '../drafts/draft-store';
import type { LocalData } from '../local-data/local-data';
import type { InPageQuestions } from './in-page-questions';

export interface Transport {
  call<E extends EndpointName>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Any 401 answer, from any call. */
  onAuthError(listener: () => void): Unsubscribe;
  /** Fetches what the first call needs (web mode's HTTP client chunk) ahead of it; absent when nothing is. */
  warmUp?(): Promise<unknown>;
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

/** Updates of the installed desktop app; a browser tab never has one. */
export interface PlatformUpdates {
  /** Called with the version once an update is downloaded (at once if it already is). */
  onReady(listener: (version: string) => void): Unsubscribe;
  /** "Restart now": main decides, by what is still unsaved, whether to restart. */
  install(work: UnsavedWork): Promise<InstallUpdateAnswer>;
}

/** Links that open a review, handed over by the OS to the desktop app (src/main/review-links.ts). */
export interface PlatformLinks {
  /** The waiting link, once; null when none is waiting. */
  take(): Promise<LinkArrival | null>;
  /** Called when a link is waiting, to be taken. */
  onArrived(listener: () => void): Unsubscribe;
}

/** The count of reviews waiting on the dock or taskbar, and notifications when it rises (desktop only). */
export interface PlatformReviewsWaiting {
  /** The latest counts and switches; null when signed out or both switches are off. */
  show(waiting: ReviewsWaiting | null): Promise<void>;
  /** A notification was selected: the queue whose count rose. */
  onOpenQueue(listener: (queue: WaitingQueue) => void): Unsubscribe;
}

/** Whether a backend is configured; the desktop also says why not, where it looked, and its versions. */
export type BackendStatus = Pick<AppInfo, 'apiConfigured'> & Partial<AppInfo>;

export interface Platform {
  readonly kind: 'desktop' | 'web';
  readonly transport: Transport;
  readonly drafts: DraftStore;
  /** Each reviewer's snippets, judged values, saved views and preferences, on this machine. */
  readonly localData: LocalData;
  readonly window: PlatformWindow;
  readonly dialogs: PlatformDialogs;
  readonly language: PlatformLanguage;
  readonly updates: PlatformUpdates;
  /** What is not yet saved anywhere safe (dirty forms, drafts being written), for an update restart. */
  readonly unsavedWork: UnsavedWorkTracker;
  backendStatus(): Promise<BackendStatus>;
  /** The team's read-only snippets IT configured; a browser tab has none (null). */
  teamSnippets(): Promise<TeamSnippets | null>;
  /**
   * Where the page loads a path the backend sends for an image (a logo at "/logos/x.svg"), always on
   * its own origin: web mode's /api proxy; on the desktop app://console/backend-images/, which main
   * fetches from the configured backend (the CSP lets the page load only itself, data: and https:).
   */
  readonly imageApiBase?: string;
  /** The app menu's Help → Keyboard Shortcuts; a browser tab has no such menu. */
  onShowKeyboardShortcuts(listener: () => void): Unsubscribe;
  /** Opens the app's log folder (true when it opened); null where there is none, as in a browser. */
  readonly openLogsFolder: (() => Promise<boolean>) | null;
  /** Links the OS hands over; a browser tab opens its own addresses instead (null). */
  readonly links: PlatformLinks | null;
  /** The dock or taskbar and the OS's notifications; a browser tab has neither (null). */
  readonly reviewsWaiting: PlatformReviewsWaiting | null;
}
