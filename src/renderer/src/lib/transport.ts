// Everything above this file is identical on the desktop and in a browser: the transport is the
// bridge to main when `window.reviewConsole` exists, else the shared client core over fetch to /api.
import { createApiClient, type CallArgs, type CsrfStore } from '@shared/api/client';
import type { EndpointName, EndpointResponse } from '@shared/api/endpoints';
import { ApiError } from '@shared/api/result';
import type { ReviewConsoleBridge, Unsubscribe } from '@shared/ipc/contract';
import { createAuthErrorEvents } from './auth-error-events';
import { getBridge } from './bridge';
import { readItem, readStoredLanguage, safeLocalStorage, writeItem } from './language-storage';

export interface Transport {
  call<E extends EndpointName>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Any 401 answer, from any call. */
  onAuthError(listener: () => void): Unsubscribe;
}

export const CSRF_STORAGE_KEY = 'rc.csrfToken';
export const WEB_API_BASE_URL = '/api';

export function createBridgeTransport(bridge: ReviewConsoleBridge): Transport {
  const authErrors = createAuthErrorEvents();
  bridge.onAuthError(() => authErrors.emit());
  return {
    async call(endpoint, ...args) {
      const [params, body] = args as [unknown, unknown];
      const result = await bridge.api.call(endpoint, params, body);
      if (!result.ok) throw ApiError.from(result.error);
      // Main validated the answer against the same endpoint table.
      return result.data as never;
    },
    onAuthError: authErrors.subscribe,
  };
}

export interface WebTransportOptions {
  fetch?: typeof globalThis.fetch;
  storage?: Storage;
  baseURL?: string;
}

export function createWebTransport(options: WebTransportOptions = {}): Transport {
  const storage = options.storage ?? safeLocalStorage();
  const authErrors = createAuthErrorEvents();
  const csrf: CsrfStore = {
    get: () => readItem(storage, CSRF_STORAGE_KEY),
    set: (token) => writeItem(storage, CSRF_STORAGE_KEY, token),
    clear: () => writeItem(storage, CSRF_STORAGE_KEY, null),
  };
  const client = createApiClient({
    baseURL: options.baseURL ?? WEB_API_BASE_URL,
    csrf,
    language: () => readStoredLanguage(storage),
    onAuthError: () => authErrors.emit(),
    // The page's own fetch, called unbound would throw "Illegal invocation".
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  return { call: client.call, onAuthError: authErrors.subscribe };
}

/** Picks the transport once, at start. */
export function createTransport(bridge = getBridge()): Transport {
  return bridge ? createBridgeTransport(bridge) : createWebTransport();
}

let current: Transport | null = null;

export function getTransport(): Transport {
  return (current ??= createTransport());
}

/** For tests and for start-up code that builds its own transport. */
export function setTransport(transport: Transport | null): void {
  current = transport;
}
