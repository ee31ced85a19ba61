// Web mode's two jobs on one loopback port: the built console (every app route answered with
// index.html) and the /api proxy to the backend, whose answers stream through as they arrive.
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_COOKIE_PREFIX } from '@web-server/cookies';
import { startWebServer, type WebServer } from '@web-server/server';
import { startStubServer } from '../../../fixtures/stub-server';
import { makeRendererDir, startRecordingBackend } from './web-server-harness';

let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
let web: WebServer;
let base: string;

beforeAll(async () => {
  backend = await startRecordingBackend((request, response) => {
    response.setHeader('set-cookie', [
      'sid=abc; Domain=api.example.com; Path=/; HttpOnly; Secure; SameSite=None',
    ]);
    response.writeHead(request.url.includes('/reviewer/') ? 401 : 200, {
      'content-type': 'application/json',
    });
    response.end(JSON.stringify({ message: 'from backend' }));
  });
  web = await startWebServer({ port: 0, apiUrl: `${backend.url}/v1`, rendererDir: makeRendererDir() });
  base = web.url.replace(/\/$/, '');
});

afterAll(async () => {
  await web?.close();
  await backend?.close();
});

describe('web mode serves the built console', () => {
  it('answers every extension-less path with index.html, under a CSP header', async () => {
    for (const path of ['/', '/login', '/agency/a1/review/r1/profile', '/unknown.page']) {
      const answer = await fetch(base + path);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<title>console</title>');
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('serves assets with their type and answers a missing asset with 404', async () => {
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });
});

describe('web mode proxies /api to the backend', () => {
  it('strips the /api prefix and passes method, query, body and headers through', async () => {
    const answer = await fetch(`${base}/api/auth/login?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': 'token-1',
        'accept-language': 'ar',
        cookie: `${BACKEND_COOKIE_PREFIX}sid=abc`,
      },
      body: JSON.stringify({ email: 'a@b.c', password: 'secret' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: 'from backend' });
    const last = backend.received.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/v1/auth/login?x=1' });
    expect(JSON.parse(last.body)).toEqual({ email: 'a@b.c', password: 'secret' });
    expect(last.headers).toMatchObject({
      'x-csrf-token': 'token-1',
      'accept-language': 'ar',
      cookie: 'sid=abc',
    });
  });

  it('passes the status through and rewrites cookies so the browser keeps them for 127.0.0.1 under /api', async () => {
    const answer = await fetch(`${base}/api/reviewer/profile`);
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie()).toEqual([
      `${BACKEND_COOKIE_PREFIX}sid=abc; HttpOnly; SameSite=Lax; Path=/api`,
    ]);
  });

  it('passes a body through as it arrives, and a body that breaks off breaks off for the page too', async () => {
    let finish: () => void = () => undefined;
    const streaming = await startStubServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"message":');
      if (request.url?.endsWith('/cut')) setTimeout(() => response.destroy(), 50);
      else finish = () => response.end('"whole"}');
    });
    const proxied = await startWebServer({ port: 0, apiUrl: streaming.url, rendererDir: makeRendererDir() });
    try {
      // The status and the first bytes reach the page before the backend has finished.
      const slow = await fetch(`${proxied.url}api/slow`);
      expect(slow.status).toBe(200);
      const reader = slow.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"message":');
      finish();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('"whole"}');

      // Cut off: the page sees the backend's status, then a broken body, never a 502 made up here.
      const cut = await fetch(`${proxied.url}api/cut`);
      expect(cut.status).toBe(200);
      await expect(cut.text()).rejects.toThrow();
    } finally {
      await proxied.close();
      await streaming.close();
    }
  });

  it('passes the status of an answer cut off at once, in the same packet as its head', async () => {
    // Head, part of the body and the end of the connection in one write: the proxy's fetch sees the
    // body broken before the page's answer has started.
    const cutting = createNetServer((socket) =>
      socket.once('data', () =>
        socket.end(
          'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"message":',
        ),
      ),
    );
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    const { port } = cutting.address() as AddressInfo;
    const proxied = await startWebServer({
      port: 0,
      apiUrl: `http://127.0.0.1:${port}`,
      rendererDir: makeRendererDir(),
    });
    try {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const cut = await fetch(`${proxied.url}api/reviewer/profile`);
        expect(cut.status).toBe(401);
        await expect(cut.text()).rejects.toThrow();
      }
    } finally {
      await proxied.close();
      await new Promise((resolve) => cutting.close(resolve));
    }
  });

  it('answers 502 with a message when the backend is unreachable', async () => {
    const offline = await startWebServer({
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      rendererDir: makeRendererDir(),
    });
    try {
      const answer = await fetch(`${offline.url}api/csrf/token`);
      expect(answer.status).toBe(502);
      expect(((await answer.json()) as { message: string }).message).toContain('could not be reached');
    } finally {
      await offline.close();
    }
  });
});
