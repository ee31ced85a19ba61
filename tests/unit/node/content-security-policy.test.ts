// One exact policy everywhere the renderer is served: the app:// protocol, web mode's server, and
// index.html's meta tag. A loosened script-src anywhere fails here.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '@shared/renderer-content';
import { createAppRequestHandler } from '@main/protocol';
import { startWebServer, type WebServer } from '@web-server/server';

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; " +
  "frame-ancestors 'none'; form-action 'none'";
// Browsers ignore frame-ancestors in a meta tag; the header alone carries it.
const META_POLICY = POLICY.replace("frame-ancestors 'none'; ", '');

const html = readFileSync(new URL('../../../src/renderer/index.html', import.meta.url), 'utf8');

let web: WebServer;
beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'csp-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), html);
  web = await startWebServer({ port: 0, apiUrl: 'http://127.0.0.1:9', rendererDir });
});
afterAll(() => web?.close());

describe('the Content-Security-Policy', () => {
  it('is exactly the strict policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(POLICY);
  });

  it('is sent as is by the app:// protocol', async () => {
    const handle = createAppRequestHandler('/app/renderer', async () => new TextEncoder().encode('<p>'));
    const response = await handle(new Request('app://console/login'));
    expect(response.headers.get('Content-Security-Policy')).toBe(POLICY);
  });

  it('is sent by the app:// protocol with the images IT allows, when it names them', async () => {
    const policy = contentSecurityPolicy(['https://api.example.com', 'https://cdn.example.com']);
    const handle = createAppRequestHandler(
      '/app/renderer',
      async () => new TextEncoder().encode('<p>'),
      undefined,
      policy,
    );
    const response = await handle(new Request('app://console/login'));
    expect(response.headers.get('Content-Security-Policy')).toBe(
      POLICY.replace(
        "img-src 'self' data: https:",
        "img-src 'self' data: https://api.example.com https://cdn.example.com",
      ),
    );
  });

  it("is sent as is by web mode's server", async () => {
    const response = await fetch(new URL('/login', web.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(POLICY);
  });

  it("is what index.html's meta tag says, word for word", () => {
    const metas = [...html.matchAll(/<meta\s[^>]*http-equiv="Content-Security-Policy"[^>]*>/gi)];
    expect(metas).toHaveLength(1);
    expect(metas[0][0].match(/\scontent="([^"]*)"/)?.[1]).toBe(META_POLICY);
  });
});
