// The desktop app: every privileged thing is asked of main through window.reviewConsole.
import { ApiError } from '@shared/api/result';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type ReviewConsoleBridge } from '@shared/ipc/contract';
import { BACKEND_IMAGE_PREFIX } from '@shared/renderer-content';
import { createAuthErrorEvents } from '../auth-error-events';
import { createBridgeDraftStore } from '../drafts/draft-store';
import { createBridgeLocalData } from '../local-data/local-data';
import { createUnsavedWork } from '../unsaved-work';
import type { Platform, PlatformUpdates, Transport } from './platform';

export function createBridgeTransport(bridge: ReviewConsoleBridge): Transport {
  const authErrors = createAuthErrorEvents();
  bridge.onAuthError(() => authErrors.emit());
  return {
    async call(endpoint, ...args) {
      // Main validated the answer against the same endpoint table.
      const result = await bridge.api.call(endpoint, ...args);
      if (!result.ok) throw ApiError.from(result.error);
      return result.data;
    },
    onAuthError: authErrors.subscribe,
  };
}

/** Subscribed at once: main may announce an update before any screen listens, so it is replayed. */
export function createBridgeUpdates(bridge: ReviewConsoleBridge): PlatformUpdates {
  let ready: string | null = null;
  const listeners = new Set<(version: string) => void>();
  bridge.app.onUpdateReady((version) => {
    ready = version;
    listeners.forEach((listener) => listener(version));
  });
  return {
    onReady(listener) {
      listeners.add(listener);
      if (ready) listener(ready);
      return () => void listeners.delete(listener);
    },
    install: (work) => bridge.app.installUpdate(work),
  };
}

export function createDesktopPlatform(bridge: ReviewConsoleBridge): Platform {
  return {
    kind: 'desktop',
    transport: createBridgeTransport(bridge),
    drafts: createBridgeDraftStore(bridge.drafts),
    localData: createBridgeLocalData(bridge.local),
    window: {
      native: true,
      setFullScreen: (fullScreen) => bridge.window.setFullScreen(fullScreen),
      isFullScreen: () => bridge.window.isFullScreen(),
      onFullScreenChange: (listener) => bridge.window.onFullScreenChange(listener),
    },
    dialogs: { confirmUnsavedChanges: () => bridge.dialogs.confirmUnsavedChanges() },
    language: {
      async load() {
        try {
          const language = await bridge.language.get();
          return isUiLanguage(language) ? language : DEFAULT_UI_LANGUAGE;
        } catch {
          return DEFAULT_UI_LANGUAGE;
        }
      },
      async save(language) {
        await bridge.language.set(language);
      },
    },
    updates: createBridgeUpdates(bridge),
    unsavedWork: createUnsavedWork(),
    backendStatus: () => bridge.app.info(),
    teamSnippets: () => bridge.snippets.team(),
    // Served by main from the configured backend (src/main/http/backend-images.ts).
    imageApiBase: BACKEND_IMAGE_PREFIX,
    openLogsFolder: () => bridge.app.openLogsFolder(),
    onShowKeyboardShortcuts: (listener) => bridge.app.onShowKeyboardShortcuts(listener),
    links: { take: () => bridge.links.take(), onArrived: (listener) => bridge.links.onArrived(listener) },
    reviewsWaiting: {
      show: (waiting) => bridge.app.setReviewsWaiting(waiting),
      onOpenQueue: (listener) => bridge.app.onOpenQueue(listener),
    },
  };
}
