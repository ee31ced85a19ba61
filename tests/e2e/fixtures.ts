// Every Playwright worker gets its own web-mode server and demo API, and every test starts from
// the demo API's fresh seed, so tests never see each other's reviews, sessions or faults.
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { startWebServer, type WebServer } from '../../src/web-server/server';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { DemoControl } from '../fixtures/demo-control';

const rendererDir =
  process.env.E2E_RENDERER_DIR ?? fileURLToPath(new URL('../../out/renderer', import.meta.url));

// The control of the demo API, shared with the Electron suite; reached on the demo API's own URL (web
// mode's /api proxy never forwards it).
export { DemoControl };

/** Signs the page's browser context in through the API (the login screen has tests of its own). */
export async function signInThroughApi(page: Page) {
  const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
  const login = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password },
  });
  expect(login.status()).toBe(200);
  // The console keeps the token where the web transport reads it.
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem('rc.csrfToken')) window.localStorage.setItem('rc.csrfToken', token);
  }, csrfToken);
}

interface WorkerFixtures {
  webApp: WebServer;
}
interface TestFixtures {
  demo: DemoControl;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  webApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const server = await startWebServer({
        port: 0,
        rendererDir,
        env: { DEMO_CONTROL: '1' },
      });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ webApp }, use) => {
    await use(webApp.url.replace(/\/$/, ''));
  },
  demo: [
    async ({ playwright, webApp }, use) => {
      if (!webApp.demoApiUrl) throw new Error('The browser suite runs against the embedded demo API');
      // A connection per call: a kept-alive one may be closed by the demo API (idle for 5 s) just as a
      // test, many seconds in, calls it again.
      const request = await playwright.request.newContext({
        baseURL: webApp.demoApiUrl,
        extraHTTPHeaders: { Connection: 'close' },
      });
      const demo = new DemoControl(request, '');
      await demo.reset();
      await use(demo);
      await request.dispose();
    },
    { auto: true },
  ],
});

export { expect };
