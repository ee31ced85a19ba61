// The CSRF token's life in the shared client core (desktop and web mode alike): login always fetches a
// fresh one, an empty one is refused, a 403 drops the stale token so the next call fetches a fresh
// one, and a logout drops it whatever the server answers.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { createCookieFetch, memoryCsrfStore } from '../../../fixtures/cookie-fetch';
import { json, startStubServer, type StubHandler } from '../../../fixtures/stub-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function clientFor(handler: StubHandler, token: string | null, timeoutMs?: number) {
  const server = await startStubServer(handler);
  close = server.close;
  const cookieFetch = createCookieFetch();
  const csrf = memoryCsrfStore(token);
  const client = createApiClient({ baseURL: server.url, fetch: cookieFetch.fetch, csrf, timeoutMs });
  const sent = () =>
    cookieFetch.requests.map(
      (r) => `${r.method} ${new URL(r.url).pathname} ${r.headers['x-csrf-token'] ?? '-'}`,
    );
  return { client, csrf, sent };
}

describe('login', () => {
  it('fetches a fresh CSRF token right before posting the credentials, even with one stored', async () => {
    let issued = 0;
    const { client, csrf, sent } = await clientFor((req, res) => {
      if (req.url === '/csrf/token') return json(res, 200, { csrfToken: `fresh-${++issued}` });
      json(res, 200, { message: 'Login successful' });
    }, 'stored');

    await client.call('login', undefined, { email: 'reviewer@demo.test', password: 'secret' });
    await client.call('login', undefined, { email: 'reviewer@demo.test', password: 'secret' });
    expect(sent()).toEqual([
      'GET /csrf/token -',
      'POST /auth/login fresh-1',
      'GET /csrf/token -',
      'POST /auth/login fresh-2',
    ]);
    expect(csrf.get()).toBe('fresh-2');
  });
});

describe('an empty CSRF token', () => {
  // The server's answer is '{"csrfToken": ""}': a header without a value would be sent as none.
  const emptyToken: StubHandler = (req, res) =>
    req.url === '/csrf/token' ? json(res, 200, { csrfToken: '' }) : json(res, 200, { message: 'OK' });

  it('is refused as an invalid answer and not stored', async () => {
    const { client, csrf } = await clientFor(emptyToken, null);
    await expect(client.call('csrfToken')).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(csrf.get()).toBeNull();
  });

  it('fails the login before the credentials are posted, and is not stored', async () => {
    const { client, csrf, sent } = await clientFor(emptyToken, 'stored');
    await expect(
      client.call('login', undefined, { email: 'reviewer@demo.test', password: 'secret' }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(sent()).toEqual(['GET /csrf/token -']);
    expect(csrf.get()).not.toBe('');
  });
});

describe('a 403 answer', () => {
  it('drops the stale CSRF token: the next call fetches a fresh one and sends it', async () => {
    let issued = 0;
    let valid = 'never-issued';
    const { client, csrf, sent } = await clientFor((req, res) => {
      if (req.url === '/csrf/token') return json(res, 200, { csrfToken: (valid = `fresh-${++issued}`) });
      if (req.headers['x-csrf-token'] !== valid) return json(res, 403, { message: 'Invalid CSRF token' });
      json(res, 200, { message: 'Started' });
    }, 'stale');

    await expect(client.call('startReview', { agencyId: 'a1' })).rejects.toMatchObject({ status: 403 });
    expect(csrf.get()).toBeNull();
    await expect(client.call('startReview', { agencyId: 'a1' })).resolves.toMatchObject({
      message: 'Started',
    });
    expect(sent()).toEqual([
      'POST /agency-review-management/a1/review/start stale',
      'GET /csrf/token -',
      'POST /agency-review-management/a1/review/start fresh-1',
    ]);
    expect(csrf.get()).toBe('fresh-1');
  });
});

describe('logout', () => {
  it.each([
    ['confirms it', 200],
    ['answers 500', 500],
    ['answers 401', 401],
  ])('drops the CSRF token when the server %s', async (_, status) => {
    const { client, csrf } = await clientFor((_req, res) => json(res, status, { message: 'x' }), 'token-1');
    const result = await client.execute({ endpoint: 'logout' });
    expect(result.ok).toBe(status === 200);
    expect(csrf.get()).toBeNull();
  });

  it('drops it when the server cannot be reached, or never answers', async () => {
    const silent = await clientFor(() => undefined, 'token-1', 100);
    await expect(silent.client.call('logout')).rejects.toMatchObject({ kind: 'timeout' });
    expect(silent.csrf.get()).toBeNull();

    const offline = await clientFor(() => undefined, 'token-1');
    await close?.();
    close = undefined;
    await expect(offline.client.execute({ endpoint: 'logout' })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(offline.csrf.get()).toBeNull();
  });

  it('is the only call that drops it on a failure other than 403', async () => {
    const { client, csrf } = await clientFor((_req, res) => json(res, 500, {}), 'token-1');
    await client.execute({ endpoint: 'startReview', params: { agencyId: 'a1' } });
    expect(csrf.get()).toBe('token-1');
  });
});
