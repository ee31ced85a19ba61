// The client core against the demo API over real HTTP, with a cookie jar as Electron's session keeps.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { ApiError } from '@shared/api/result';
import { rowAt } from '@shared/domain/row-columns';
import { startDemoApi, DEMO_CREDENTIALS, type DemoApi } from '@demo-api/server';
import { createCookieFetch, memoryCsrfStore } from '../../../fixtures/cookie-fetch';

let demo: DemoApi;
beforeAll(async () => {
  demo = await startDemoApi({ port: 0 });
});
afterAll(() => demo.close());

function newClient(language = () => 'en' as string | null) {
  const jar = createCookieFetch();
  const csrf = memoryCsrfStore();
  const onAuthError = vi.fn();
  const client = createApiClient({ baseURL: demo.url, fetch: jar.fetch, csrf, language, onAuthError });
  return { client, csrf, onAuthError, requests: jar.requests };
}

const login = (client: ReturnType<typeof newClient>['client']) =>
  client.call('login', undefined, { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password });

describe('client core against the demo API', () => {
  it('fetches the CSRF token before posting the credentials, then sends it as X-CSRF-Token', async () => {
    const { client, csrf, requests } = newClient();
    const answer = await login(client);

    expect(answer.message).toBe('Login successful');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /csrf/token',
      'POST /auth/login',
    ]);
    expect(csrf.get()).toMatch(/.+/);
    expect(requests[1].headers['x-csrf-token']).toBe(csrf.get());
    expect(requests[1].body).toEqual({ email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password });
  });

  it('keeps the session cookie, so guarded calls succeed after login', async () => {
    const { client } = newClient();
    await login(client);
    const profile = await client.call('reviewerProfile');
    expect(profile.email).toBe(DEMO_CREDENTIALS.email);
    expect(profile.firstName).toEqual(expect.any(String));
  });

  it('fetches a new CSRF token whenever it is missing before a call', async () => {
    const { client, csrf, requests } = newClient();
    await login(client);
    csrf.clear();
    requests.length = 0;
    await client.call('logout');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /csrf/token',
      'POST /auth/logout',
    ]);
  });

  it('sends the stored UI language as Accept-Language, en by default', async () => {
    let language: string | null = null;
    const { client, requests } = newClient(() => language);
    await client.call('csrfToken');
    expect(requests[0].headers['accept-language']).toBe('en');
    language = 'ar';
    await client.call('csrfToken');
    expect(requests[1].headers['accept-language']).toBe('ar');
  });

  it('raises one auth-error event for a 401, and normalises it to {status, message}', async () => {
    const { client, onAuthError } = newClient();
    const error = await client.call('reviewerProfile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: 'http', message: 'Unauthorized' });
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it("reports the server's own message for a failed login", async () => {
    const { client } = newClient();
    const error = await client
      .call('login', undefined, { email: DEMO_CREDENTIALS.email, password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('reads list answers wrapped as {data: [...]} and the wrapped reviewer profile', async () => {
    const { client } = newClient();
    await login(client);
    const { items, skipped } = await client.call('agencyReviews');
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(rowAt(items, 0)).toMatchObject({ reviewerId: expect.any(String), id: expect.any(String) });
    expect(skipped).toEqual([]);
  });

  it('encodes path parameters', async () => {
    const { client, requests } = newClient();
    await login(client);
    const error = await client.call('agencyDetails', { agencyId: '../reviewer/profile?x=1' }).catch((e) => e);
    expect(requests.at(-1)?.url).toBe(`${demo.url}/agency/..%2Freviewer%2Fprofile%3Fx%3D1`);
    expect(error).toMatchObject({ status: 404 });
  });
});

/** What GET /reviewer/profile fails with, signed in, when the demo API faults that path. */
async function profileErrorWith(faults: { malformedRate?: number; cutOffRate?: number }) {
  const faulty = await startDemoApi({ port: 0, faults: { ...faults, paths: '^/reviewer/profile$' } });
  try {
    const jar = createCookieFetch();
    const client = createApiClient({ baseURL: faulty.url, fetch: jar.fetch, csrf: memoryCsrfStore() });
    await login(client);
    return await client.call('reviewerProfile').catch((e: unknown) => e);
  } finally {
    await faulty.close();
  }
}

describe('malformed answers from the demo API', () => {
  it('turns a malformed answer into a clear invalid-response error', async () => {
    const error = await profileErrorWith({ malformedRate: 1 });
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect((error as Error).message).toMatch(/^Unexpected answer from GET \/reviewer\/profile/);
  });
});

describe('answers cut off mid-body by the demo API', () => {
  it('are a network error that keeps the status, so a 2xx cut short is known to have been taken', async () => {
    const error = await profileErrorWith({ cutOffRate: 1 });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 200 });
    expect((error as Error).message).toBe('GET /reviewer/profile (status 200, the answer was cut off)');
  });

  it('leave a refused connection with no status', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:9', csrf: memoryCsrfStore() });
    await expect(client.call('reviewerProfile')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});
