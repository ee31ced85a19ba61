// A tiny browser stand-in for the contract tests: real HTTP, a cookie jar, the CSRF header.
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { reviewListItemSchema, type ReviewListItem } from '@shared/api/schemas';
import { readAnswer } from '@shared/api/tolerant-reader';
import { DEMO_CREDENTIALS, startDemoApi, type DemoApi, type DemoApiOptions } from '@demo-api/server';

export interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export interface DemoClient {
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  /** Sends the CSRF token this client holds unless `csrf` overrides it (null: no header). */
  post(
    path: string,
    body?: unknown,
    options?: { csrf?: string | null; headers?: Record<string, string> },
  ): Promise<Answer>;
  send(
    method: string,
    path: string,
    init?: { body?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  fetchCsrf(): Promise<string>;
  login(email?: string, password?: string): Promise<Answer>;
  cookies: Map<string, string>;
}

export function createClient(baseUrl: string): DemoClient {
  const cookies = new Map<string, string>();
  let csrf: string | null = null;

  async function send(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: init.body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [
        pair.slice(0, pair.indexOf('=')).trim(),
        pair.slice(pair.indexOf('=') + 1).trim(),
      ];
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: some tests expect a body that is not JSON.
    }
    return { status: response.status, body, text, headers: response.headers };
  }

  const client: DemoClient = {
    cookies,
    send,
    get: (path, headers) => send('GET', path, { headers }),
    post(path, body, options = {}) {
      const token = options.csrf === undefined ? csrf : options.csrf;
      const headers = { ...options.headers, ...(token ? { 'x-csrf-token': token } : {}) };
      return send('POST', path, { body: body === undefined ? undefined : JSON.stringify(body), headers });
    },
    async fetchCsrf() {
      const answer = await send('GET', '/csrf/token');
      csrf = (answer.body as { csrfToken: string }).csrfToken;
      return csrf;
    },
    async login(email = DEMO_CREDENTIALS.email, password = DEMO_CREDENTIALS.password) {
      await client.fetchCsrf();
      return client.post('/auth/login', { email, password });
    },
  };
  return client;
}

/** One demo API for the whole test file; each test that mutates state uses its own agency. */
export function useDemoApi(options: DemoApiOptions = {}): { readonly url: string } {
  let api: DemoApi | undefined;
  beforeAll(async () => {
    api = await startDemoApi(options);
  });
  afterAll(async () => {
    await api?.close();
  });
  return {
    get url() {
      if (!api) throw new Error('The demo API is not started yet');
      return api.url;
    },
  };
}

export async function signedIn(url: string): Promise<DemoClient> {
  const client = createClient(url);
  const answer = await client.login();
  if (answer.status !== 200) throw new Error(`Login failed: ${answer.text}`);
  return client;
}

export function dataOf<T = unknown>(answer: Answer): T {
  return (answer.body as { data: T }).data;
}

/** Reads a review list's rows as the server sent them; a row the app would leave out fails. */
export function readReviewList(answer: Answer): ReviewListItem[] {
  return readAs(answer, z.array(reviewListItemSchema));
}

/** Reads an answer as the app's client does (tolerant reader + contract schema); a mismatch fails. */
export function readAs<S extends z.ZodType>(answer: Answer, schema: S): z.output<S> {
  const read = readAnswer(answer.body, schema);
  if (!read.success)
    throw new Error(`Answer does not match the contract: ${read.issues}\n${answer.text.slice(0, 300)}`);
  return read.data;
}
