// The Electron e2e suite: drives the built desktop app (out/main/index.js) with Playwright's _electron.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Obtains Electron (or finds ELECTRON_APP_PATH's QA build) once, before anything is decided.
  globalSetup: './global-setup.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
});
