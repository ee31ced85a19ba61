// Every Playwright worker gets its own web-mode server and demo API, and every test starts from
// the demo API's fresh seed, so tests never see each other's reviews, sessions or faults.
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startWebServer, type WebServer } from '../../scripts/web/server';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import type { FaultOptions } from '../../src/demo-api/faults';
import type { RecordedRequest } from '../../src/demo-api/request-log';

const rendererDir =
  process.env.E2E_RENDERER_DIR ?? fileURLToPath(new URL('../../out/renderer', import.meta.url));

/** The demo API's test-only control endpoints, reached through the web server's /api proxy. */
export class DemoControl {
  constructor(private readonly request: APIRequestContext) {}

  async reset() {
    await this.post('/api/__demo/reset');
    await this.setFaults({});
    await this.request.delete('/api/__demo/requests');
  }

  setFaults(faults: Partial<FaultOptions>) {
    return this.post('/api/__demo/faults', faults);
  }

  expireSessions() {
    return this.post('/api/__demo/expire-sessions');
  }

  /** The requests the demo API received, oldest first, optionally only those matching. */
  async requests(filter?: { method?: string; path?: string | RegExp }): Promise<RecordedRequest[]> {
    const response = await this.request.get('/api/__demo/requests');
    const { data } = (await response.json()) as { data: RecordedRequest[] };
    return data.filter(
      (r) =>
        (!filter?.method || r.method === filter.method) &&
        (!filter?.path ||
          (typeof filter.path === 'string' ? r.path === filter.path : filter.path.test(r.path))),
    );
  }

  async clearRequests() {
    await this.request.delete('/api/__demo/requests');
  }

  private async post(path: string, data?: unknown) {
    const response = await this.request.post(path, { data: data ?? {} });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  }
}

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
    async ({ request }, use) => {
      const demo = new DemoControl(request);
      await demo.reset();
      await use(demo);
    },
    { auto: true },
  ],
});

export { expect };
