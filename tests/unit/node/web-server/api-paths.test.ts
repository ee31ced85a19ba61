// /api/<path> reaches <backend URL>/<path> and nothing else on the backend's host: a path that climbs
// out of the backend's base path, however it is spelt, is refused and never forwarded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '@web-server/server';
import { makeRendererDir, send, startRecordingBackend } from './web-server-harness';

let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
let web: WebServer;

beforeAll(async () => {
  backend = await startRecordingBackend();
  web = await startWebServer({ port: 0, apiUrl: `${backend.url}/v1`, rendererDir: makeRendererDir() });
});

afterAll(async () => {
  await web?.close();
  await backend?.close();
});

// Each would reach /admin (or /v1/../admin for a backend that decodes once more) on the backend host.
const ESCAPES = [
  '/api/../admin/secret',
  '/api/./../admin',
  '/api/%2e%2e/admin',
  '/api/%2E%2E/admin',
  '/api/.%2e/admin',
  '/api/..%2fadmin',
  '/api/..%2Fadmin',
  '/api/%2e%2e%2fadmin',
  '/api/reviewer/..%2f..%2fadmin',
  '/api/..\\admin',
  '/api/%5c..%5cadmin',
  '/api/..%5cadmin',
  '/api/%252e%252e/admin',
  '/api/%252e%252e%252fadmin',
  '/api/..%252fadmin',
  '/api/..;/admin',
  '/api//admin',
  '/api/..',
];

describe('the /api proxy keeps to the backend base path', () => {
  it('forwards a path under the base path with its query', async () => {
    const answer = await send(web.url, '/api/agency/a%20b/review?x=1&y=%2F');
    expect(answer.status).toBe(200);
    expect(backend.received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/v1/agency/a%20b/review?x=1&y=%2F',
    });
  });

  it.each(ESCAPES)('refuses %s with 400 or 404 and forwards nothing', async (path) => {
    const before = backend.received.length;
    const answer = await send(web.url, path);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain('from backend');
    expect(backend.received.length).toBe(before);
  });
});
