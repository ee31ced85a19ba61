// The embedded demo API's control routes (/__demo/*) return every recorded request body, passwords
// included: the /api proxy never reaches them; test harnesses call the demo API's own URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@demo-api/credentials';
import { startWebServer, type WebServer } from '@web-server/server';
import { makeRendererDir, send } from './web-server-harness';

let web: WebServer;

beforeAll(async () => {
  web = await startWebServer({ port: 0, rendererDir: makeRendererDir(), env: { DEMO_CONTROL: '1' } });
});

afterAll(async () => {
  await web?.close();
});

const CONTROL_PATHS = [
  '/api/__demo/requests',
  '/api/__DEMO/requests',
  '/api/%5f%5fdemo/requests',
  '/api/%5F%5Fdemo/requests',
  '/api/./__demo/requests',
  '/api//__demo/requests',
  '/api/__demo/requests?x=1',
];

describe("the demo API's control routes", () => {
  it('are not reachable through the /api proxy, spelt in any way', async () => {
    const { csrfToken } = JSON.parse((await send(web.url, '/api/csrf/token')).body) as { csrfToken: string };
    const login = await send(web.url, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify({ email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password }),
    });
    expect(login.status).toBeLessThan(500);
    for (const path of CONTROL_PATHS) {
      const answer = await send(web.url, path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toContain(DEMO_CREDENTIALS.password);
    }
    for (const path of ['/api/__demo/reset', '/api/__demo/expire-sessions', '/api/__demo/faults']) {
      const answer = await send(web.url, path, { method: 'POST', body: '{}' });
      expect([400, 404], path).toContain(answer.status);
    }
    expect((await send(web.url, '/api/__demo/requests', { method: 'DELETE' })).status).toBe(404);
  });

  it("are reached directly on the demo API's own URL, which the server reports", async () => {
    expect(web.demoApiUrl).toBeTruthy();
    const answer = await fetch(`${web.demoApiUrl}/__demo/requests`);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { path: string }[] };
    expect(data.some((entry) => entry.path === '/auth/login')).toBe(true);
  });
});
