// The client core's own rules, against a stub server that answers whatever each case needs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, REQUEST_TIMEOUT_MS } from '@shared/api/client';
import { isRetryable, ApiError, serverMessageOf } from '@shared/api/result';
import { json, startStubServer, type StubHandler } from '../../../fixtures/stub-server';
import { createCookieFetch, memoryCsrfStore } from '../../../fixtures/cookie-fetch';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function clientFor(handler: StubHandler, timeoutMs?: number) {
  const hits: string[] = [];
  const server = await startStubServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  close = server.close;
  const jar = createCookieFetch();
  const onAuthError = vi.fn();
  const client = createApiClient({
    baseURL: server.url,
    fetch: jar.fetch,
    csrf: memoryCsrfStore('token-1'),
    onAuthError,
    timeoutMs,
  });
  return { client, hits, onAuthError };
}

describe('client core', () => {
  it('times out after 180000 ms by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(180_000);
  });

  it('gives a timeout error when the server does not answer in time', async () => {
    const { client } = await clientFor(() => undefined, 150);
    const error = await client.call('reviewerProfile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect((error as Error).message).toContain('timed out');
  });

  it('gives a timeout error when the body stalls after the headers (the limit covers the whole answer)', async () => {
    const { client } = await clientFor((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"firstName":"Ra');
    }, 150);
    const error = await client.call('reviewerProfile').catch((e: unknown) => e);
    // The status came: the server answered, and what it did is known to have happened.
    expect(error).toMatchObject({ kind: 'timeout', status: 200 });
  });

  it('gives a timeout error for a stalled body whatever error its reader fails with', async () => {
    // Chromium and Electron's net fail a body cut short with a plain AbortError, not the limit's reason.
    const stalls: typeof globalThis.fetch = async (_input, init) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(body) {
            body.enqueue(new TextEncoder().encode('{"firstName":"Ra'));
            init?.signal?.addEventListener('abort', () =>
              body.error(new DOMException('BodyStreamBuffer was aborted', 'AbortError')),
            );
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const client = createApiClient({
      baseURL: 'http://backend.test',
      fetch: stalls,
      csrf: memoryCsrfStore('token-1'),
      timeoutMs: 100,
    });
    const error = await client.call('reviewerProfile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', status: 200 });
  });

  it('gives a network error that keeps the status when the connection drops in the middle of the body', async () => {
    const { client } = await clientFor((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"firstName":"Ra', () => res.destroy());
    });
    const error = await client.call('reviewerProfile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 200 });
    expect((error as Error).message).toBe('GET /reviewer/profile (status 200, the answer was cut off)');
  });

  it('reads a refusal cut off mid-body by its status: a 401 still ends the session', async () => {
    const { client, onAuthError } = await clientFor((_, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.write('{"message":"Sess', () => res.destroy());
    });
    const error = await client.call('reviewerProfile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('reads a body that arrives in pieces, a character split between them, a BOM before it', async () => {
    const profile = { firstName: 'رنا', lastName: 'Haddad', email: 'rana@example.test' };
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(profile))]);
    // The first piece ends inside the two bytes of the Arabic letter ر.
    const cut = bytes.indexOf(Buffer.from('ر')) + 1;
    const { client } = await clientFor((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(bytes.subarray(0, cut), () => setTimeout(() => res.end(bytes.subarray(cut)), 20));
    });
    expect(await client.call('reviewerProfile')).toEqual(profile);
  });

  it('reads a flat answer and one wrapped in {data}', async () => {
    const profile = { firstName: 'Rana', lastName: 'Haddad', email: 'rana@example.test' };
    let wrapped = false;
    const { client } = await clientFor((_, res) => json(res, 200, wrapped ? { data: profile } : profile));
    expect(await client.call('reviewerProfile')).toEqual(profile);
    wrapped = true;
    expect(await client.call('reviewerProfile')).toEqual(profile);
  });

  it('keeps the top-level message of an answer wrapped in {message, data}', async () => {
    const { client } = await clientFor((_, res) => json(res, 200, { message: 'Done', data: { id: 1 } }));
    const answer = await client.call(
      'submitConclusion',
      { reviewId: 'r1' },
      { action: 'accepted', conclusion: 'ok' },
    );
    expect(answer.message).toBe('Done');
  });

  it('turns an answer that is not JSON into a clear error, never a crash', async () => {
    const { client } = await clientFor((_, res) => json(res, 200, '<html>proxy error</html>'));
    await expect(client.call('reviewerProfile')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/Unexpected answer from GET \/reviewer\/profile/),
    });
  });

  it('turns an answer of the wrong shape into a clear error naming the field', async () => {
    const { client } = await clientFor((_, res) => json(res, 200, { firstName: 'A', lastName: 'B' }));
    await expect(client.call('reviewerProfile')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringContaining('email'),
    });
  });

  it("normalises errors to {status, message} with the server's message, or a fallback", async () => {
    let body: unknown = { message: 'Agency not found' };
    const { client } = await clientFor((_, res) => json(res, 404, body));
    await expect(client.call('agencyDetails', { agencyId: 'a1' })).rejects.toMatchObject({
      status: 404,
      message: 'Agency not found',
    });
    body = { message: ['email must be an email', 'password is too short'] };
    await expect(client.call('agencyDetails', { agencyId: 'a1' })).rejects.toMatchObject({
      message: 'email must be an email, password is too short',
    });
    body = '';
    await expect(client.call('agencyDetails', { agencyId: 'a1' })).rejects.toMatchObject({
      status: 404,
      message: 'Request failed with status 404',
    });
  });

  it('never retries by itself: one failing request is one request', async () => {
    const { client, hits } = await clientFor((_, res) => json(res, 503, {}));
    await expect(client.call('agencyReviews')).rejects.toMatchObject({ status: 503 });
    expect(hits).toEqual(['GET /agency-review-management']);
  });

  it('raises the auth-error event once per 401 answer', async () => {
    const { client, onAuthError } = await clientFor((_, res) =>
      json(res, 401, { message: 'Session expired' }),
    );
    await expect(client.call('dashboardStats')).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });
    await expect(client.call('agencyReviews')).rejects.toMatchObject({ status: 401 });
    expect(onAuthError).toHaveBeenCalledTimes(2);
  });

  it('gives a network error when the server cannot be reached', async () => {
    const { client } = await clientFor(() => undefined);
    await close?.();
    close = undefined;
    await expect(client.call('agencyReviews')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});

describe('only endpoints of the table can be called', () => {
  it('rejects an endpoint outside the table without any request', async () => {
    const { client, hits } = await clientFor((_, res) => json(res, 200, {}));
    const result = await client.execute({ endpoint: 'deleteEverything', params: {}, body: {} });
    expect(result).toEqual({
      ok: false,
      error: {
        status: 0,
        kind: 'invalid-request',
        message: 'Unknown endpoint: deleteEverything',
        fromServer: false,
      },
    });
    const inherited = await client.execute({ endpoint: 'constructor' });
    expect(inherited.ok).toBe(false);
    expect(hits).toEqual([]);
  });

  it('rejects a missing path parameter and a body that breaks the contract', async () => {
    const { client, hits } = await clientFor((_, res) => json(res, 200, {}));
    const missing = await client.execute({ endpoint: 'agencyDetails', params: {} });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    for (const agencyId of ['.', '..']) {
      const dotSegment = await client.execute({ endpoint: 'startReview', params: { agencyId } });
      expect(dotSegment).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    }
    const badBody = await client.execute({
      endpoint: 'submitConclusion',
      params: { reviewId: 'r' },
      body: { action: 'maybe' },
    });
    expect(badBody).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    expect(hits).toEqual([]);
  });

  it('answers a valid request as a result value', async () => {
    const { client } = await clientFor((_, res) => json(res, 200, { agencyTab: 3, totalUpdatedProfiles: 1 }));
    expect(await client.execute({ endpoint: 'dashboardStats' })).toEqual({
      ok: true,
      data: { agencyTab: 3, totalUpdatedProfiles: 1 },
    });
  });
});

describe('retry policy helper for the query layer', () => {
  it('never retries a 4xx, retries 5xx, time-outs and network errors', () => {
    expect(isRetryable(new ApiError({ status: 404, kind: 'http', message: '' }))).toBe(false);
    expect(isRetryable(new ApiError({ status: 401, kind: 'http', message: '' }))).toBe(false);
    expect(isRetryable(new ApiError({ status: 500, kind: 'http', message: '' }))).toBe(true);
    expect(isRetryable(new ApiError({ status: 0, kind: 'timeout', message: '' }))).toBe(true);
    expect(isRetryable(new ApiError({ status: 0, kind: 'invalid-request', message: '' }))).toBe(false);
    expect(isRetryable(new ApiError({ status: 200, kind: 'invalid-response', message: '' }))).toBe(false);
  });
});

describe("the server's own message", () => {
  it('is marked as the server’s, so the UI shows it as it is', async () => {
    let body: unknown = { message: 'Invalid email or password' };
    const { client } = await clientFor((_, res) => json(res, 401, body));
    const withMessage = await client.call('reviewerProfile').catch((e: unknown) => e);
    expect(serverMessageOf(withMessage)).toBe('Invalid email or password');
    body = '';
    const withoutMessage = await client.call('reviewerProfile').catch((e: unknown) => e);
    expect(serverMessageOf(withoutMessage)).toBeUndefined();
  });
});
