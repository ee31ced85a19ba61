// The browser keeps the backend's cookies under /api only, and the backend receives only its own:
// cookies of other programs on 127.0.0.1 (a browser shares them across ports) stay in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteSetCookie } from '@web-server/cookies';
import { startWebServer, type WebServer } from '@web-server/server';
import { makeRendererDir, send, startRecordingBackend } from './web-server-harness';

let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
let web: WebServer;

beforeAll(async () => {
  backend = await startRecordingBackend((_request, response) => {
    response.setHeader('set-cookie', [
      'sid=abc; Domain=api.example.com; Path=/; HttpOnly; Secure; SameSite=None',
      'pref=ar; Path=/v1/reviewer; Max-Age=60',
      'hint=1',
      'gone=; Path=/; Max-Age=0',
    ]);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
  web = await startWebServer({ port: 0, apiUrl: `${backend.url}/v1`, rendererDir: makeRendererDir() });
});

afterAll(async () => {
  await web?.close();
  await backend?.close();
});

/** What a browser would store: name=value and the attributes that scope it. */
function scope(setCookie: string) {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const path = attributes.find((a) => /^path=/i.test(a))?.slice('path='.length);
  const domain = attributes.find((a) => /^domain=/i.test(a));
  return { name: pair.split('=')[0], path, domain };
}

describe("the backend's cookies", () => {
  it('are kept by the browser under /api only, with no Domain', async () => {
    const answer = await send(web.url, '/api/auth/login', { method: 'POST', body: '{}' });
    const cookies = [answer.headers['set-cookie'] ?? []].flat().map(scope);
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) {
      expect(cookie.domain, cookie.name).toBeUndefined();
      expect(
        cookie.path === '/api' || cookie.path?.startsWith('/api/'),
        `${cookie.name} ${cookie.path}`,
      ).toBe(true);
    }
    // A path the backend narrowed under its base path stays as narrow under /api.
    expect(cookies.find((c) => c.name.endsWith('pref'))?.path).toBe('/api/reviewer');
  });

  it('go back to the backend under their own names; cookies of other programs do not', async () => {
    const answer = await send(web.url, '/api/auth/login', { method: 'POST', body: '{}' });
    const stored = [answer.headers['set-cookie'] ?? []]
      .flat()
      .map((cookie) => cookie.split(';')[0])
      .filter((pair) => !pair.endsWith('='));
    // Another local program's cookies (Path=/ on 127.0.0.1) come first and last around ours.
    const cookie = ['grafana_session=other-app', ...stored, 'sid=tossed-by-another-app', 'csrftoken=x'].join(
      '; ',
    );
    await send(web.url, '/api/reviewer/profile', { headers: { cookie } });
    expect(backend.received.at(-1)?.headers.cookie).toBe('sid=abc; pref=ar; hint=1');
  });

  it('are not forwarded at all when the browser holds none of them', async () => {
    await send(web.url, '/api/reviewer/profile', { headers: { cookie: 'grafana_session=x; sid=y' } });
    expect(backend.received.at(-1)?.headers.cookie).toBeUndefined();
  });
});

describe('rewriteSetCookie', () => {
  it('drops Domain, Secure and Partitioned and makes SameSite=None Lax', () => {
    const rewritten = rewriteSetCookie('a=1; Domain=.x.test; Path=/; Secure; Partitioned; SameSite=None', '');
    expect(rewritten).not.toMatch(/domain|secure|partitioned/i);
    expect(rewritten).toMatch(/; SameSite=Lax/);
  });

  it('maps a path under the base path below /api, and any other path or none to /api', () => {
    const pathOf = (cookie: string, base: string) => scope(rewriteSetCookie(cookie, base)).path;
    expect(pathOf('a=1; Path=/auth', '')).toBe('/api/auth');
    expect(pathOf('a=1; Path=/v1/auth', '/v1')).toBe('/api/auth');
    expect(pathOf('a=1; Path=/v1', '/v1')).toBe('/api');
    expect(pathOf('a=1; Path=/', '/v1')).toBe('/api');
    expect(pathOf('a=1; Path=/v10', '/v1')).toBe('/api');
    expect(pathOf('a=1', '/v1')).toBe('/api');
  });
});
