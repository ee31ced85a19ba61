// The Electron suite's fixtures: the desktop app built in out/ (or ELECTRON_APP_PATH's QA build) with a
// user-data folder of its own per test, kept across restartApp(); the demo API per worker with its
// fault and request-log control; a trace per launch attached on failure. Without a runnable binary
// (decided once, in global-setup.ts) every test skips with the reason. Each test asks for what it needs of the backend
// (`credentials`, `seed`, `demo`), and skips with the reason where QA named a backend without it.
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
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { startDemoApi, type DemoApi } from '../../src/demo-api/server';
import { DemoControl } from '../fixtures/demo-control';
import { IN_PROGRESS, NEWEST, type SeededReview } from '../pages/seed-reviews';
import { AppSession, type RunningApp } from './app-session';
import { demoOnlySkipReason, signInCredentials, type Credentials } from './backend';
import { electronBinaryForRun, skipLine } from './electron-binary';
import { APP_PATH_ENV, launchOptions, usesOtherBackend, type Env } from './launch-options';
import type { CloseOptions } from './unsaved-changes-at-close';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainEntry = join(projectRoot, 'out', 'main', 'index.js');

/** What the demo API is seeded with, as the journeys use it. */
export interface DemoSeed {
  /** The demo reviewer, with the OTP of password recovery. */
  reviewer: typeof DEMO_CREDENTIALS;
  /** The newest "in progress" review of the Agencies queue, nothing validated yet. */
  inProgress: SeededReview;
  /** The first two rows of the Agencies list. */
  newest: typeof NEWEST;
}

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
  /** The demo API's seeded reviews and reviewer; tests using it skip against another backend. */
  seed: DemoSeed;
  /**
   * Who signs in: the demo reviewer, or against another backend REVIEW_CONSOLE_E2E_EMAIL and
   * REVIEW_CONSOLE_E2E_PASSWORD (the test skips, naming them, when they are not set).
   */
  credentials: Credentials;
  userDataDir: string;
  appSession: AppSession;
  electronApp: ElectronApplication;
  /** The app's first window (Playwright's own page, replaced). After restartApp(), use its window. */
  page: Page;
  /**
   * Closes the app and launches it again with the same user-data folder. Main's unsaved-changes
   * question is answered Leave (drafts stay); `unsavedChanges` says whether a form is dirty, so asked.
   */
  restartApp: (options: CloseOptions) => Promise<RunningApp>;
  /** Skips every test, with the reason, where the binary is missing; even those that launch nothing. */
  electronGate: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  electronBinary: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const binary = electronBinaryForRun();
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
    const skip = demoOnlySkipReason(process.env, 'control');
    if (skip) return testInfo.skip(true, skip);
    await use(new DemoControl(demoRequest, ''));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  seed: async ({}, use, testInfo) => {
    const skip = demoOnlySkipReason(process.env, 'seed');
    if (skip) return testInfo.skip(true, skip);
    await use({ reviewer: DEMO_CREDENTIALS, inProgress: IN_PROGRESS, newest: NEWEST });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  credentials: async ({}, use, testInfo) => {
    const signIn = signInCredentials(process.env);
    if ('skip' in signIn) return testInfo.skip(true, signIn.skip);
    await use(signIn.credentials);
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
    await use((options) => appSession.restart(options));
  },
});

export { expect };
