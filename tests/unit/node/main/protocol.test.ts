import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  createAppRequestHandler,
  registerAppScheme,
  serveRenderer,
} from '@main/protocol';

const outside = mkdtempSync(join(tmpdir(), 'outside-'));
writeFileSync(join(outside, 'secret.txt'), 'secret');
const renderer = join(outside, 'renderer');
mkdirSync(join(renderer, 'assets'), { recursive: true });
writeFileSync(join(renderer, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(renderer, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(renderer, 'assets', 'index-abc.css'), 'body{}');
writeFileSync(join(renderer, 'assets', 'font.woff2'), 'font');
// A sibling whose name starts with the build folder's: a prefix check without the separator lets it in.
mkdirSync(join(outside, 'renderer-evil', 'assets'), { recursive: true });
writeFileSync(join(outside, 'renderer-evil', 'x.js'), 'evil()');
writeFileSync(join(outside, 'renderer-evil', 'assets', 'x.js'), 'evil()');

const handler = createAppRequestHandler(renderer);
const get = (url: string) => handler(new Request(url));

describe('the app:// protocol', () => {
  it('serves the built files with their MIME types', async () => {
    const script = await get('app://console/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe('console.log(1)');
    expect((await get('app://console/assets/index-abc.css')).headers.get('Content-Type')).toMatch(
      /^text\/css/,
    );
    expect((await get('app://console/assets/font.woff2')).headers.get('Content-Type')).toBe('font/woff2');
  });

  it('answers every extension-less route with index.html (SPA fallback)', async () => {
    for (const route of [
      'app://console/',
      'app://console/login',
      'app://console/review/42/services?tab=1',
      // A missing path with a dot outside /assets/ is a route too: the Agencies fallback.
      'app://console/unknown.page',
    ]) {
      const page = await get(route);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('id="root"');
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await get('app://console/assets/missing.js')).status).toBe(404);
  });

  it('refuses paths that climb out of the renderer folder', async () => {
    for (const url of [
      'app://console/..%2fsecret.txt',
      'app://console/assets/..%2f..%2fsecret.txt',
      'app://console/%2e%2e%2fsecret.txt',
      'app://console/..%5csecret.txt',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(await answer.text()).not.toBe('secret');
    }
    expect((await get('app://console/..%2fsecret.txt')).status).toBe(403);
  });

  it("refuses a sibling folder whose name starts with the renderer folder's name", async () => {
    for (const url of [
      'app://console/..%2frenderer-evil/x.js',
      'app://console/..%2Frenderer-evil%2Fx.js',
      'app://console/assets/..%2f..%2frenderer-evil/assets/x.js',
      'app://console/..%5crenderer-evil%5cx.js',
      'app://console/%2e%2e%2frenderer-evil/x.js',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(403);
      expect(await answer.text(), url).not.toContain('evil()');
    }
  });

  it('serves only its own host', async () => {
    expect((await get('app://elsewhere/index.html')).status).toBe(404);
  });

  it('sends the strict Content-Security-Policy with every file', async () => {
    const page = await get('app://console/');
    expect(page.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('is registered as a standard, secure scheme that supports fetch, on the partition session', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn() };
    registerAppScheme(protocol);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      {
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true }),
      },
    ]);
    const session = { protocol: { handle: vi.fn() } };
    serveRenderer(session as never, renderer);
    expect(session.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });
});
