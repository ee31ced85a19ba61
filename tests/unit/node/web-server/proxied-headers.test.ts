// A proxied answer is same-origin with the console: it carries a policy of its own that lets nothing
// run or frame it, and no header meant for one connection crosses the proxy in either direction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '@web-server/server';
import { makeRendererDir, send, startRecordingBackend } from './web-server-harness';

const PROXIED_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
let web: WebServer;

beforeAll(async () => {
  backend = await startRecordingBackend((request, response) => {
    response.writeHead(request.url.endsWith('/logo.svg') ? 200 : 201, {
      'content-type': request.url.endsWith('/logo.svg') ? 'image/svg+xml' : 'text/html; charset=utf-8',
      'content-security-policy': "default-src *; script-src 'unsafe-inline'",
      connection: 'x-backend-hop',
      'x-backend-hop': 'one connection only',
      'keep-alive': 'timeout=99, max=7',
      'proxy-authenticate': 'Basic realm="proxy"',
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-host': 'internal.example',
      forwarded: 'for=10.0.0.1',
      'x-request-id': 'kept',
    });
    response.end('<script>alert(document.cookie)</script>');
  });
  web = await startWebServer({ port: 0, apiUrl: backend.url, rendererDir: makeRendererDir() });
});

afterAll(async () => {
  await web?.close();
  await backend?.close();
});

describe('proxied answers', () => {
  it("carry the proxy's own policy and nosniff, and keep the backend's status, type and body", async () => {
    for (const [path, type] of [
      ['/api/agency/a1', 'text/html; charset=utf-8'],
      ['/api/logos/logo.svg', 'image/svg+xml'],
    ]) {
      const answer = await send(web.url, path);
      expect(answer.headers['content-security-policy'], path).toBe(PROXIED_POLICY);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.body).toBe('<script>alert(document.cookie)</script>');
    }
    expect((await send(web.url, '/api/agency/a1')).status).toBe(201);
  });

  it('drop hop-by-hop and forwarding headers, and keep the others', async () => {
    const answer = await send(web.url, '/api/agency/a1');
    // The server's own Keep-Alive (for the page's connection) is not the backend's.
    expect(answer.headers['keep-alive'] ?? '').not.toContain('max=7');
    for (const name of [
      'x-backend-hop',
      'proxy-authenticate',
      'x-forwarded-for',
      'x-forwarded-host',
      'forwarded',
    ]) {
      expect(answer.headers[name], name).toBeUndefined();
    }
    expect(answer.headers['x-request-id']).toBe('kept');
  });
});

describe('forwarded requests', () => {
  it('drop hop-by-hop and forwarding headers, and keep the others', async () => {
    await send(web.url, '/api/agency/a1', {
      headers: {
        connection: 'keep-alive, x-page-hop',
        'x-page-hop': 'one connection only',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
        'proxy-connection': 'keep-alive',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'admin.internal',
        forwarded: 'for=203.0.113.9;host=admin.internal',
        'x-csrf-token': 'kept',
        'accept-language': 'ar',
      },
    });
    const { headers } = backend.received.at(-1)!;
    for (const name of [
      'x-page-hop',
      'keep-alive',
      'te',
      'upgrade',
      'proxy-authorization',
      'proxy-connection',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      'forwarded',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(headers).toMatchObject({ 'x-csrf-token': 'kept', 'accept-language': 'ar' });
  });
});
