// The Electron suite's fixtures: the desktop app built in out/ (or ELECTRON_APP_PATH's QA build) with a
// user-data folder of its own per test, kept across restartApp(); the demo API per worker with its
// fault and request-log control; a trace per launch attached on failure. Without a runnable binary
// every test skips, saying why once per worker.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ElectronApplication,
  type Page,
} from '@playwright/test';
import { startDemoApi, type DemoApi } from '../../src/demo-api/server';
import { DemoControl } from '../fixtures/demo-control';
import { AppSession, type RunningApp } from './app-session';
import { findElectronBinary, skipLine } from './electron-binary';
import { APP_PATH_ENV, launchOptions, usesOtherBackend, type Env } from './launch-options';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainEntry = join(projectRoot, 'out', 'main', 'index.js');

interface WorkerFixtures {
  /** The binary to launch, or the line saying why this machine cannot. */
  electronBinary: { path: string } | { skip: string };
  demoApi: DemoApi;
  demoRequest: APIRequestContext;
}

interface TestFixtures {
  /** A test's own variables over the suite's (test.use); undefined removes one. */
  appEnv: Env;
  /** The demo API's control; tests using it skip when QA pointed the suite at another backend. */
  demo: DemoControl;
  userDataDir: string;
  appSession: AppSession;
  electronApp: ElectronApplication;
  /** The app's first window (Playwright's own page, replaced). After restartApp(), use its window. */
  page: Page;
  /** Closes the app and launches it again with the same user-data folder. */
  restartApp: () => Promise<RunningApp>;
  /** Skips every test, with the reason, where the binary is missing; even those that launch nothing. */
  electronGate: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  electronBinary: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const binary = findElectronBinary();
      if (!binary.runnable) console.log(skipLine(binary.reason));
      await use(binary.runnable ? { path: binary.path } : { skip: skipLine(binary.reason) });
    },
    { scope: 'worker' },
  ],
  demoApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const demo = await startDemoApi({ port: 0, control: true });
      await use(demo);
      await demo.close();
    },
    { scope: 'worker' },
  ],
  demoRequest: [
    async ({ playwright, demoApi }, use) => {
      const request = await playwright.request.newContext({ baseURL: demoApi.url });
      await use(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  electronGate: [
    async ({ electronBinary }, use, testInfo) => {
      if ('skip' in electronBinary) testInfo.skip(true, electronBinary.skip);
      await use();
    },
    { auto: true },
  ],
  appEnv: [{}, { option: true }],
  demo: async ({ demoRequest }, use, testInfo) => {
    testInfo.skip(
      usesOtherBackend(process.env),
      'REVIEW_CONSOLE_API_URL or REVIEW_CONSOLE_CONFIG names another backend: this test needs the demo API',
    );
    await use(new DemoControl(demoRequest, ''));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  userDataDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'review-console-e2e-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  appSession: async ({ electronBinary, demoApi, demoRequest, appEnv, userDataDir }, use, testInfo) => {
    if ('skip' in electronBinary) testInfo.skip(true, electronBinary.skip);
    const binary = 'path' in electronBinary ? electronBinary.path : null;
    if (!process.env[APP_PATH_ENV] && !existsSync(mainEntry)) {
      throw new Error(`${mainEntry} is missing: build first with "npx electron-vite build"`);
    }
    // Every test starts from the demo API's fresh seed, so tests never see each other's work.
    if (!usesOtherBackend(process.env)) await new DemoControl(demoRequest, '').reset();
    const session = new AppSession(
      launchOptions({
        env: process.env,
        electronBinary: binary,
        projectRoot,
        userDataDir,
        demoApiUrl: demoApi.url,
        overrides: appEnv,
        isRoot: process.getuid?.() === 0,
      }),
      testInfo,
    );
    await session.launch();
    await use(session);
    await session.finish(testInfo.status !== testInfo.expectedStatus);
  },
  electronApp: async ({ appSession }, use) => {
    await use(appSession.current.electronApp);
  },
  page: async ({ appSession }, use) => {
    await use(appSession.current.window);
  },
  restartApp: async ({ appSession }, use) => {
    await use(() => appSession.restart());
  },
});

export { expect };
