import { describe, expect, it, vi } from 'vitest';
import { loggingFetch } from '../../../../src/main/http/request-log';

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

  it('a successful answer is not logged', async () => {
    const logger = { warn: vi.fn() };
    await loggingFetch(async () => new Response('{}'), logger)('https://api.example.com/agency/1');
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('the desktop API client', () => {
  it('logs its failed requests', async () => {
    const { createSessionClient } = await import('../../../../src/main/http/session-client');
    const { configureLogging } = await import('../../../../src/main/logging');
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
