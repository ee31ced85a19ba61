import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteSetCookie } from '../../../scripts/web/api-proxy';
import { startWebServer, type WebServer } from '../../../scripts/web/server';
import { json, startStubServer } from '../../fixtures/stub-server';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const received: Received[] = [];
let backend: Awaited<ReturnType<typeof startStubServer>>;
let web: WebServer;
let base: string;

function makeRendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-renderer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  return dir;
}

beforeAll(async () => {
  backend = await startStubServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.setHeader('set-cookie', [
        'sid=abc; Domain=api.example.com; Path=/; HttpOnly; Secure; SameSite=None',
      ]);
      json(response, request.url?.includes('/reviewer/') ? 401 : 200, { message: 'from backend' });
    });
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

  it('never serves a file outside the build folder', async () => {
    // Sent raw: fetch would normalise the dots away before they reach the server.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${base}/..%2f..%2f..%2fetc%2fhostname.txt`, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(403);
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
        cookie: 'sid=abc',
      },
      body: JSON.stringify({ email: 'a@b.c', password: 'secret' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: 'from backend' });
    const last = received.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/v1/auth/login?x=1' });
    expect(JSON.parse(last.body)).toEqual({ email: 'a@b.c', password: 'secret' });
    expect(last.headers).toMatchObject({
      'x-csrf-token': 'token-1',
      'accept-language': 'ar',
      cookie: 'sid=abc',
    });
  });

  it('passes the status through and rewrites cookies so the browser keeps them for 127.0.0.1', async () => {
    const answer = await fetch(`${base}/api/reviewer/profile`);
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie()).toEqual(['sid=abc; Path=/; HttpOnly; SameSite=Lax']);
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

describe('cookie rewriting', () => {
  it('keeps a backend path under /api', () => {
    expect(rewriteSetCookie('a=1; Path=/auth; Domain=.x.test')).toBe('a=1; Path=/api/auth');
  });
});
