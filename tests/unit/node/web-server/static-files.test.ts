// Web mode serves the build folder and nothing else: not through a traversal, not through a link in
// the folder that points outside it, and never its dot-files (the .vite manifest lists every chunk).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '@web-server/server';
import { makeRendererDir, send } from './web-server-harness';

const SECRET = 'outside-the-build-folder';
let web: WebServer;

beforeAll(async () => {
  const outside = mkdtempSync(join(tmpdir(), 'web-outside-'));
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  writeFileSync(join(outside, 'secret.js'), SECRET);
  mkdirSync(join(outside, 'dir'));
  writeFileSync(join(outside, 'dir', 'inner.js'), SECRET);
  const dir = makeRendererDir();
  symlinkSync(join(outside, 'secret.txt'), join(dir, 'linked.txt'));
  symlinkSync(join(outside, 'secret.js'), join(dir, 'assets', 'linked.js'));
  symlinkSync(join(outside, 'dir'), join(dir, 'assets', 'linked-dir'));
  // A link that stays inside the folder is served.
  symlinkSync(join(dir, 'assets', 'app.js'), join(dir, 'assets', 'alias.js'));
  writeFileSync(join(dir, '.env'), SECRET);
  writeFileSync(join(dir, 'assets', '.hidden.js'), SECRET);
  web = await startWebServer({ port: 0, apiUrl: 'http://127.0.0.1:9', rendererDir: dir });
});

afterAll(async () => {
  await web?.close();
});

describe('static files', () => {
  it('are served with their type, and a link that stays inside the folder is followed', async () => {
    for (const path of ['/assets/app.js', '/assets/alias.js']) {
      const answer = await send(web.url, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.body).toBe('console.log(1);');
    }
  });

  it('are never read through a link that leaves the build folder', async () => {
    for (const path of ['/linked.txt', '/assets/linked.js', '/assets/linked-dir/inner.js']) {
      const answer = await send(web.url, path);
      expect([403, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toContain(SECRET);
    }
  });

  it('never include dot-files such as the build manifest', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/',
      '/.env',
      '/assets/.hidden.js',
      '/%2evite/manifest.json',
    ]) {
      const answer = await send(web.url, path);
      expect([400, 403, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toMatch(/assets\/app\.js|outside-the-build-folder/);
    }
  });

  it('are never read through a traversal, encoded or not', async () => {
    for (const path of [
      '/../../../../etc/hostname.txt',
      '/..%2f..%2f..%2f..%2fetc%2fhostname.txt',
      '/assets/..%2f..%2f..%2fetc%2fhostname.txt',
      '/%2e%2e/%2e%2e/etc/hostname.txt',
      '/assets/%252e%252e/%252e%252e/etc/hostname.txt',
      '/..\\..\\etc\\hostname.txt',
      '/assets/app.js%00.txt',
    ]) {
      const answer = await send(web.url, path);
      expect([400, 403, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toContain('<title>console</title>');
    }
  });
});
