// The HTTP client core, shared by the desktop main process and web mode. It knows only the
// endpoint table; retries belong to the query layer, so it never retries.
import { createFetch } from 'ofetch';
import { DEFAULT_UI_LANGUAGE } from '../ipc/contract';
import { interpret, readBody, toErrorValue, transportError, type Answer } from './answers';
import {
  buildPath,
  endpoints,
  isEndpointName,
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointResponse,
} from './endpoints';
import { ApiError, type ApiResult } from './result';
import type { ListReader } from './streamed-json';

export { serverMessage, toErrorValue } from './answers';

export const REQUEST_TIMEOUT_MS = 180_000;

/** Where the CSRF token is kept: local storage in web mode, main's session store on the desktop. */
export interface CsrfStore {
  get(): string | null | Promise<string | null>;
  set(token: string): void | Promise<void>;
  clear(): void | Promise<void>;
}

export interface ApiClientOptions {
  baseURL: string;
  csrf: CsrfStore;
  /** The stored UI language, sent as Accept-Language. */
  language?: () => string | null | undefined;
  /** Raised once for every 401 answer. */
  onAuthError?: () => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** A call as it crosses a process boundary: nothing in it is trusted. */
export interface ApiRequest {
  endpoint: unknown;
  params?: unknown;
  body?: unknown;
}

export interface ApiClient {
  call<E extends EndpointName>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Validates an untrusted request and never throws: errors come back as values. */
  execute(request: ApiRequest): Promise<ApiResult<unknown>>;
}

export type CallArgs<E extends EndpointName> =
  EndpointParams<E> extends undefined
    ? EndpointBody<E> extends undefined
      ? [params?: undefined, body?: undefined]
      : [params: undefined, body: EndpointBody<E>]
    : EndpointBody<E> extends undefined
      ? [params: EndpointParams<E>, body?: undefined]
      : [params: EndpointParams<E>, body: EndpointBody<E>];

const invalidRequest = (message: string) => new ApiError({ status: 0, message, kind: 'invalid-request' });

export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch });
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let pendingCsrf: Promise<string> | null = null;

  async function send(
    method: string,
    path: string,
    body: unknown,
    csrfToken: string | null,
    list?: ListReader<unknown>,
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language?.() || DEFAULT_UI_LANGUAGE,
    };
    if (csrfToken) headers['X-CSRF-Token'] = csrfToken;
    // The time limit covers the whole exchange, the body's last byte included (ofetch's own
    // `timeout` ends once the headers are in, and a body that stalls would then wait for ever).
    const limit = new AbortController();
    const timer = setTimeout(
      () => limit.abort(new DOMException(`Timed out after ${timeout} ms`, 'TimeoutError')),
      timeout,
    );
    // Once the status is in, a failure keeps it: a 2xx cut off mid-body was still taken by the server.
    let status = 0;
    try {
      const response = await $fetch.raw<ReadableStream<Uint8Array>, 'stream'>(path, {
        baseURL: options.baseURL,
        method,
        headers,
        body: body === undefined ? undefined : (body as Record<string, unknown>),
        credentials: 'include',
        responseType: 'stream',
        signal: limit.signal,
        retry: false,
        ignoreResponseError: true,
      });
      status = response.status;
      // A list is read into what the endpoint answers only when it is the answer, not an error's body.
      const ok = status >= 200 && status < 300;
      return { status, ...(await readBody(response._data, ok ? list : undefined)) };
    } catch (error) {
      // A refusal says what it needs to by its status (a 401 still ends the session): its body, cut
      // short, would only have added the server's words.
      if (status >= 300) return { status, body: '' };
      // A body cut short by the limit fails with the runtime's own AbortError (Chromium, Electron's
      // net), not with the limit's reason: the limit says what happened.
      const reason = limit.signal.aborted ? limit.signal.reason : error;
      throw transportError(reason, method, path, timeout, status);
    } finally {
      clearTimeout(timer);
    }
  }

  function fetchCsrfToken(): Promise<string> {
    pendingCsrf ??= (async () => {
      const { path, method, response } = endpoints.csrfToken;
      const answer = await send(method, path, undefined, null);
      const { csrfToken } = interpret(answer, response, method, path, options.onAuthError);
      await options.csrf.set(csrfToken);
      return csrfToken;
    })().finally(() => {
      pendingCsrf = null;
    });
    return pendingCsrf;
  }

  async function request(name: EndpointName, params: unknown, body: unknown): Promise<unknown> {
    const endpoint = endpoints[name];
    if (params !== undefined && (typeof params !== 'object' || params === null)) {
      throw invalidRequest(`Parameters of ${name} must be an object`);
    }
    let path: string;
    try {
      path = buildPath(endpoint.path, params as Record<string, unknown> | undefined);
    } catch (error) {
      throw invalidRequest((error as Error).message);
    }
    let payload: unknown = undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(body);
      if (!parsed.success) throw invalidRequest(`Invalid body for ${name}: ${parsed.error.message}`);
      payload = parsed.data;
    } else if (body !== undefined && body !== null) {
      throw invalidRequest(`${name} takes no body`);
    }
    if (name === 'csrfToken') return fetchCsrfToken().then((csrfToken) => ({ csrfToken }));

    // The token is fetched fresh before the credentials are posted, and whenever it is missing.
    const token =
      name === 'login' ? await fetchCsrfToken() : ((await options.csrf.get()) ?? (await fetchCsrfToken()));
    const answer = await send(endpoint.method, path, payload, token, endpoint.list?.());
    if (answer.status === 403) await options.csrf.clear();
    return interpret(answer, endpoint.response, endpoint.method, endpoint.path, options.onAuthError);
  }

  // Logging out ends the session here too, whatever the server answers (offline, 500, time-out).
  const endingSession = <T>(name: EndpointName, pending: Promise<T>): Promise<T> =>
    name === 'logout' ? pending.finally(() => options.csrf.clear()) : pending;

  return {
    call(name, ...args) {
      const [params, body] = args as [unknown, unknown];
      return endingSession(name, request(name, params, body)) as never;
    },
    async execute({ endpoint, params, body }) {
      try {
        if (!isEndpointName(endpoint)) throw invalidRequest(`Unknown endpoint: ${String(endpoint)}`);
        const data = await endingSession(endpoint, request(endpoint, params ?? undefined, body ?? undefined));
        return { ok: true, data };
      } catch (error) {
        return { ok: false, error: toErrorValue(error) };
      }
    },
  };
}
