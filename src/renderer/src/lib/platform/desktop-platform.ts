// The desktop app: every privileged thing is asked of main through window.reviewConsole.
import { ApiError } from '@shared/api/result';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type ReviewConsoleBridge } from '@shared/ipc/contract';
import { createAuthErrorEvents } from '../auth-error-events';
import { createBridgeDraftStore } from '../drafts/draft-store';
import type { Platform, Transport } from './platform';

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

export function createDesktopPlatform(bridge: ReviewConsoleBridge): Platform {
  return {
    kind: 'desktop',
    transport: createBridgeTransport(bridge),
    drafts: createBridgeDraftStore(bridge.drafts),
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
    backendStatus: () => bridge.app.info(),
  };
}
