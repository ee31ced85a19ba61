// Logging out on the desktop ends the session on this machine whatever the server answers: the API's
// cookies leave main's session and the CSRF token leaves main's store, even offline, on a 500 or a
// time-out.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cookie } from 'electron';
import { REQUEST_TIMEOUT_MS } from '@shared/api/client';
import { createFileCsrfStore } from '@main/http/csrf-store';
import { createSessionClient } from '@main/http/session-client';
import { configureLogging } from '@main/logging';

beforeAll(() => {
  configureLogging({ level: 'silent' });
});
afterEach(() => {
  vi.useRealTimers();
});

const API = 'http://127.0.0.1:4010';
const cookie = (name: string, domain: string, path = '/'): Cookie => ({
  name,
  value: `${name}-value`,
  domain,
  hostOnly: !domain.startsWith('.'),
  path,
  secure: false,
  httpOnly: true,
  session: false,
  sameSite: 'lax',
});

/** Electron's cookie store, as far as logout uses it: remove drops the named cookies sent to a URL. */
function fakeCookieStore(initial: Cookie[]) {
  let jar = [...initial];
  const sentTo = (url: URL, c: Cookie) =>
    url.hostname === c.domain?.replace(/^\./, '') && url.pathname.startsWith(c.path ?? '/');
  return {
    get: vi.fn(async () => [...jar]),
    remove: vi.fn(async (url: string, name: string) => {
      jar = jar.filter((c) => !(c.name === name && sentTo(new URL(url), c)));
    }),
    flushStore: vi.fn(async () => {}),
    names: () => jar.map((c) => `${c.name}@${c.domain}`),
  };
}

type Answer = (signal: AbortSignal | null | undefined) => Promise<Response>;
const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const offline: Answer = async () => Promise.reject(new TypeError('fetch failed'));
const hangs: Answer = (signal) =>
  new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));

function signedIn(answer: Answer) {
  const file = join(mkdtempSync(join(tmpdir(), 'logout-')), 'csrf-token.json');
  const csrf = createFileCsrfStore(file);
  csrf.set('token-1');
  const cookies = fakeCookieStore([
    cookie('sid', '127.0.0.1'),
    cookie('refresh', '127.0.0.1', '/auth'),
    cookie('other', 'elsewhere.example'),
  ]);
  const client = createSessionClient({
    session: { fetch: (_input: unknown, init?: RequestInit) => answer(init?.signal), cookies } as never,
    baseURL: API,
    csrf,
    language: () => 'en',
    onAuthError: () => {},
  });
  const tokenOnDisk = () => createFileCsrfStore(file).get();
  return { client, csrf, cookies, tokenOnDisk };
}

describe('logout on the desktop', () => {
  it.each([
    ['the server confirms it', json(200, { message: 'Logged out' }), true],
    ['the server answers 500', json(500, { message: 'Server error' }), false],
    ['the machine is offline', offline, false],
  ] as const)('clears the API cookies and the CSRF token when %s', async (_, answer, ok) => {
    const { client, csrf, cookies, tokenOnDisk } = signedIn(answer);
    await expect(client.execute({ endpoint: 'logout' })).resolves.toMatchObject({ ok });
    expect(cookies.names()).toEqual(['other@elsewhere.example']);
    expect(cookies.flushStore).toHaveBeenCalled();
    expect(csrf.get()).toBeNull();
    expect(tokenOnDisk()).toBeNull();
  });

  it('clears them when the server never answers, once the request times out', async () => {
    vi.useFakeTimers();
    const { client, csrf, cookies } = signedIn(hangs);
    const result = client.execute({ endpoint: 'logout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(cookies.names()).toEqual(['other@elsewhere.example']);
    expect(csrf.get()).toBeNull();
  });

  it('clears them through call() too, which rejects on failure', async () => {
    const { client, csrf, cookies } = signedIn(json(503, {}));
    await expect(client.call('logout')).rejects.toMatchObject({ status: 503 });
    expect(cookies.names()).toEqual(['other@elsewhere.example']);
    expect(csrf.get()).toBeNull();
  });

  it('leaves cookies and token alone on any other call', async () => {
    const { client, csrf, cookies } = signedIn(json(500, {}));
    await client.execute({ endpoint: 'reviewerProfile' });
    expect(cookies.remove).not.toHaveBeenCalled();
    expect(csrf.get()).toBe('token-1');
  });
});
