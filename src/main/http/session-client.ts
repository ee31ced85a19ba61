// The desktop app's API client: the shared client core over the persistent partition's fetch, so
// the session cookie lives in Chromium's cookie store and never reaches the renderer. A logout clears
// that cookie and (in the core) the CSRF token, whatever the server answers.
import type { Session } from 'electron';
import { createApiClient, type ApiClient, type ApiRequest, type CsrfStore } from '@shared/api/client';
import type { ApiResult } from '@shared/api/result';
import { loggingFetch } from './request-log';
import { clearApiCookies } from './session-cookies';

export interface SessionClientOptions {
  session: Pick<Session, 'fetch' | 'cookies'>;
  baseURL: string;
  csrf: CsrfStore;
  language: () => string;
  onAuthError: () => void;
}

/** The partition's fetch (its cookies go with every request), failures logged. */
export const sessionFetch = (session: Pick<Session, 'fetch'>): typeof globalThis.fetch =>
  // session.fetch takes a string or Request, not a URL; it is called unbound by ofetch otherwise.
  loggingFetch((input, init) => session.fetch(input instanceof URL ? input.href : input, init));

export function createSessionClient(options: SessionClientOptions): ApiClient {
  const { session } = options;
  const fetch = sessionFetch(session);
  const core = createApiClient({
    baseURL: options.baseURL,
    csrf: options.csrf,
    language: options.language,
    onAuthError: options.onAuthError,
    fetch,
  });
  const endingSession = <T>(endpoint: unknown, pending: Promise<T>): Promise<T> =>
    endpoint === 'logout'
      ? pending.finally(() => clearApiCookies(session.cookies, options.baseURL))
      : pending;
  return {
    call: (name, ...args) => endingSession(name, core.call(name, ...args)),
    execute: (request) => endingSession(request.endpoint, core.execute(request)),
  };
}

export type ApiCallHandler = (request: ApiRequest) => Promise<ApiResult<unknown>>;

/** The `api:call` handler: the client when a backend is configured, else a 'not-configured' value. */
export function createApiCallHandler(
  client: ApiClient | null,
  notConfiguredMessage = 'No backend URL is configured for this installation.',
): ApiCallHandler {
  return async (request) => {
    if (!client)
      return { ok: false, error: { status: 0, kind: 'not-configured', message: notConfiguredMessage } };
    return client.execute(request);
  };
}
