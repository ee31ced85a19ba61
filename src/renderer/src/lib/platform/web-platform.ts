// A browser tab (web mode, the browser tests): the shared client core over fetch to the same-origin
// /api proxy, local storage for drafts, language and the CSRF token, an in-page modal for questions.
import type { ApiClient, CsrfStore } from '@shared/api/client';
import { ApiError } from '@shared/api/result';
import { createAuthErrorEvents } from '../auth-error-events';
import { createLocalDraftStore } from '../drafts/draft-store';
import { createBrowserLocalData } from '../local-data/local-data';
import {
  readItem,
  readStoredLanguage,
  safeLocalStorage,
  writeItem,
  writeStoredLanguage,
} from '../language-storage';
import { createInPageQuestions } from './in-page-questions';
import { createUnsavedWork } from '../unsaved-work';
import type { Platform, Transport } from './platform';

export const CSRF_STORAGE_KEY = 'rc.csrfToken';
export const WEB_API_BASE_URL = '/api';

export interface WebPlatformOptions {
  fetch?: typeof globalThis.fetch;
  storage?: Storage;
  baseURL?: string;
}

export function createWebTransport(options: WebPlatformOptions = {}): Transport {
  const storage = options.storage ?? safeLocalStorage();
  const authErrors = createAuthErrorEvents();
  const csrf: CsrfStore = {
    get: () => readItem(storage, CSRF_STORAGE_KEY),
    set: (token) => writeItem(storage, CSRF_STORAGE_KEY, token),
    clear: () => writeItem(storage, CSRF_STORAGE_KEY, null),
  };
  // The client core and every answer's schema are a chunk of their own, which the login form need
  // not wait for: fetched on the first call, or by warmUp once the first screen shows (page-frame.tsx).
  // One client for every call.
  let client: Promise<ApiClient> | null = null;
  const loadClient = () =>
    (client ??= import('@shared/api/client').then(
      ({ createApiClient }) =>
        createApiClient({
          baseURL: options.baseURL ?? WEB_API_BASE_URL,
          csrf,
          language: () => readStoredLanguage(storage),
          onAuthError: () => authErrors.emit(),
          // The page's own fetch, called unbound would throw "Illegal invocation".
          fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
        }),
      (error: unknown) => {
        // Not downloaded (offline, a server restarted on a new build): the next call tries again.
        client = null;
        throw new ApiError({ status: 0, kind: 'network', message: `The HTTP client did not load: ${error}` });
      },
    ));
  return {
    call: async (endpoint, ...args) => (await loadClient()).call(endpoint, ...args),
    onAuthError: authErrors.subscribe,
    warmUp: loadClient,
  };
}

const noUnsubscribe = () => undefined;

export function createWebPlatform(options: WebPlatformOptions = {}): Platform {
  const storage = options.storage ?? safeLocalStorage();
  const questions = createInPageQuestions();
  return {
    kind: 'web',
    transport: createWebTransport({ ...options, storage }),
    drafts: createLocalDraftStore(storage),
    localData: createBrowserLocalData(storage),
    // The preview's full screen is an overlay in the page (see full-screen.ts).
    window: {
      native: false,
      setFullScreen: async (fullScreen) => fullScreen,
      isFullScreen: async () => false,
      onFullScreenChange: () => noUnsubscribe,
    },
    dialogs: { confirmUnsavedChanges: () => questions.ask(), inPage: questions },
    language: {
      load: async () => readStoredLanguage(storage),
      save: async (language) => writeStoredLanguage(language, storage),
    },
    // A browser tab is updated by reloading it: never an update to install.
    updates: { onReady: () => noUnsubscribe, install: async () => 'no-update' },
    unsavedWork: createUnsavedWork(),
    // Web mode always has a backend behind its /api proxy; only the desktop app can lack one.
    backendStatus: async () => ({ apiConfigured: true }),
    // A team set is the desktop configuration's (IT guide); a browser has no such configuration.
    teamSnippets: async () => null,
    imageApiBase: options.baseURL ?? WEB_API_BASE_URL,
    // The browser's logs are its developer tools; the server keeps its own.
    openLogsFolder: null,
    // The browser's own menus are not ours: the sheet opens with ? or from Settings.
    onShowKeyboardShortcuts: () => noUnsubscribe,
    // A review opens from its page address, pasted or clicked.
    links: null,
    // A tab has no taskbar count of its own, and the app's notifications are the desktop's.
    reviewsWaiting: null,
  };
}
