import { describe, expect, it, vi } from 'vitest';
import { loggingFetch } from '@main/http/request-log';

function clock(...times: number[]) {
  return vi.fn(() => times.shift() ?? 0);
}

describe('requests to the backend in the log', () => {
  it('a failed answer: method, path, status and duration, never the query or the body', async () => {
    const logger = { warn: vi.fn() };
    const fetch = loggingFetch(async () => new Response('{}', { status: 401 }), logger, clock(100, 342));
    const response = await fetch('https://api.example.com/reviewer/profile?token=abc', {
      method: 'post',
      body: JSON.stringify({ password: 'hunter2' }),
    });
    expect(response.status).toBe(401);
    expect(logger.warn).toHaveBeenCalledWith('Request failed', {
      method: 'POST',
      path: '/reviewer/profile',
      status: 401,
      durationMs: 242,
    });
  });

  it('no answer at all: status 0 and the error, and the caller still sees it fail', async () => {
    const logger = { warn: vi.fn() };
    const offline = new TypeError('fetch failed');
    const fetch = loggingFetch(async () => Promise.reject(offline), logger, clock(0, 30_000));
    await expect(fetch(new Request('https://api.example.com/csrf/token'))).rejects.toBe(offline);
    expect(logger.warn).toHaveBeenCalledWith('Request failed', {
      method: 'GET',
      path: '/csrf/token',
      status: 0,
      durationMs: 30_000,
      error: offline,
    });
  });

  it('a successful answer is not logged, and its body reaches the caller whole', async () => {
    const logger = { warn: vi.fn() };
    const answer = { name: 'ميديا الصحراء', services: Array.from({ length: 2_000 }, (_, index) => index) };
    const response = await loggingFetch(
      async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'x-kind': 'agency' } }),
      logger,
    )('https://api.example.com/agency/1');
    expect(response.headers.get('x-kind')).toBe('agency');
    expect(await response.json()).toEqual(answer);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('an answer whose body fails on its way: its status, the duration and the error', async () => {
    const logger = { warn: vi.fn() };
    const cut = new TypeError('terminated');
    const fetch = loggingFetch(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(body) {
              body.enqueue(new TextEncoder().encode('{"data":['));
            },
            pull(body) {
              body.error(cut);
            },
          }),
          { status: 200 },
        ),
      logger,
      clock(0, 50, 180_000),
    );
    const response = await fetch('https://api.example.com/agency-review-management');
    await expect(response.text()).rejects.toBe(cut);
    expect(logger.warn).toHaveBeenCalledWith('Request failed', {
      method: 'GET',
      path: '/agency-review-management',
      status: 200,
      durationMs: 50,
      error: cut,
    });
  });
});

describe('the desktop API client', () => {
  it('logs its failed requests', async () => {
    const { createSessionClient } = await import('@main/http/session-client');
    const { configureLogging } = await import('@main/logging');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureLogging({ level: 'warn' });
    const client = createSessionClient({
      session: { fetch: async () => new Response('{"message":"nope"}', { status: 500 }) } as never,
      baseURL: 'https://api.example.com',
      csrf: { get: () => 'token', set: () => {}, clear: () => {} },
      language: () => 'en',
      onAuthError: () => {},
    });
    await client.execute({ endpoint: 'agencyDetails', params: { agencyId: 'a1' } });
    configureLogging({ level: 'silent' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /Request failed \{"method":"GET","path":"\/agency\/a1","status":500,"durationMs":\d+\}$/,
      ),
    );
    warn.mockRestore();
  });
});
