// A page on another site that makes its name resolve to 127.0.0.1 (DNS rebinding) reaches the server
// with its own name in Host: web mode answers only requests addressed to itself by a loopback name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '@web-server/server';
import { makeRendererDir, send, startRecordingBackend } from './web-server-harness';

let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
let web: WebServer;
let port: string;

beforeAll(async () => {
  backend = await startRecordingBackend();
  web = await startWebServer({ port: 0, apiUrl: backend.url, rendererDir: makeRendererDir() });
  port = new URL(web.url).port;
});

afterAll(async () => {
  await web?.close();
  await backend?.close();
});

describe('web mode answers only requests addressed to itself', () => {
  it('serves the console and the API to 127.0.0.1:<port> and localhost:<port>, in any case', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`]) {
      const page = await send(web.url, '/login', { headers: { host } });
      expect(page.status, host).toBe(200);
      expect(page.body).toContain('<title>console</title>');
      const api = await send(web.url, '/api/csrf/token', { headers: { host } });
      expect(api.status, host).toBe(200);
      expect(JSON.parse(api.body)).toEqual({ message: 'from backend' });
    }
  });

  it('answers any other Host with 421 and nothing of the console or the backend', async () => {
    const before = backend.received.length;
    const strangers = [
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1.evil.example:${port}`,
      `localhost.evil.example:${port}`,
      '127.0.0.1',
      'localhost:1',
      `[::1]:${port}`,
      `0.0.0.0:${port}`,
    ];
    for (const host of strangers) {
      for (const path of ['/', '/login', '/assets/app.js', '/api/reviewer/profile']) {
        const answer = await send(web.url, path, { headers: { host } });
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(answer.body).not.toMatch(/console|from backend/);
      }
    }
    expect(backend.received.length).toBe(before);
  });

  it('refuses a request whose target names another host, whatever its Host header says', async () => {
    const before = backend.received.length;
    for (const path of ['http://evil.example/api/reviewer/profile', `http://evil.example:${port}/login`]) {
      const answer = await send(web.url, path, { headers: { host: `127.0.0.1:${port}` } });
      expect(answer.status, path).toBe(421);
      expect(answer.body).not.toMatch(/console|from backend/);
    }
    expect(backend.received.length).toBe(before);
  });

  it('answers [::1]:<port> and localhost:<port> when it listens on [::1], and no other name', async () => {
    const v6 = await startWebServer({
      port: 0,
      host: '::1',
      apiUrl: backend.url,
      rendererDir: makeRendererDir(),
    });
    try {
      const v6port = new URL(v6.url).port;
      expect(v6.url).toBe(`http://[::1]:${v6port}/`);
      for (const host of [`[::1]:${v6port}`, `localhost:${v6port}`]) {
        expect((await send(v6.url, '/login', { headers: { host } })).status, host).toBe(200);
      }
      for (const host of [`127.0.0.1:${v6port}`, `evil.example:${v6port}`]) {
        expect((await send(v6.url, '/login', { headers: { host } })).status, host).toBe(421);
      }
    } finally {
      await v6.close();
    }
  });
});
