import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '@main/app-origin';
import { createFileCsrfStore } from '@main/http/csrf-store';
import { createApiCallHandler, createSessionClient } from '@main/http/session-client';
import { createHandle } from '@main/ipc/handle';
import { createSenderCheck } from '@main/ipc/trusted-sender';
import { configureLogging } from '@main/logging';
import { invoke, invokedFrom, resetElectronFake } from '../../electron-fake';

vi.mock('electron', () => import('../../electron-fake'));

beforeAll(() => {
  configureLogging({ level: 'silent' });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setUp(answer: (url: string, init?: RequestInit) => Response = () => json(200, { message: 'ok' })) {
  resetElectronFake();
  const fetch = vi.fn(async (input: string | Request, init?: RequestInit) =>
    answer(typeof input === 'string' ? input : input.url, init),
  );
  const csrf = createFileCsrfStore(join(mkdtempSync(join(tmpdir(), 'csrf-')), 'csrf-token.json'));
  const onAuthError = vi.fn();
  const client = createSessionClient({
    session: { fetch } as never,
    baseURL: 'http://127.0.0.1:4010',
    csrf,
    language: () => 'ar',
    onAuthError,
  });
  createHandle(createSenderCheck([APP_ORIGIN]))('api:call', createApiCallHandler(client));
  const call = (request: unknown) => invoke('api:call', invokedFrom(`${APP_ORIGIN}/`), request);
  return { fetch, csrf, call, onAuthError };
}

describe('api:call', () => {
  it('answers an endpoint outside the table with an invalid-request value, without any fetch', async () => {
    const { fetch, call } = setUp();
    const result = await call({ endpoint: 'deleteEverything', params: {}, body: {} });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', status: 0 } });
    await expect(call({ endpoint: '__proto__' })).resolves.toMatchObject({
      error: { kind: 'invalid-request' },
    });
    await expect(call({ endpoint: '/auth/login' })).resolves.toMatchObject({
      error: { kind: 'invalid-request' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("goes through the partition's session.fetch with the stored language", async () => {
    const { fetch, csrf, call } = setUp(() => json(200, { csrfToken: 'token-1' }));
    await expect(call({ endpoint: 'csrfToken' })).resolves.toEqual({
      ok: true,
      data: { csrfToken: 'token-1' },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4010/csrf/token');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ar');
    expect(csrf.get()).toBe('token-1');
  });

  it('raises the auth error on a 401', async () => {
    const { call, onAuthError, csrf } = setUp(() => json(401, { message: 'Unauthorized' }));
    csrf.set('token-1');
    await expect(call({ endpoint: 'reviewerProfile' })).resolves.toMatchObject({
      ok: false,
      error: { status: 401, message: 'Unauthorized' },
    });
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('rejects a request that is not an object before it reaches the client', async () => {
    const { call, fetch } = setUp();
    await expect(call('logout')).rejects.toThrow(/Invalid arguments/);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('api:call without a configured backend', () => {
  it('answers a not-configured error value', async () => {
    const handler = createApiCallHandler(null, 'No backend URL');
    await expect(handler({ endpoint: 'login', body: { email: 'a', password: 'b' } })).resolves.toEqual({
      ok: false,
      error: { status: 0, kind: 'not-configured', message: 'No backend URL' },
    });
  });
});
