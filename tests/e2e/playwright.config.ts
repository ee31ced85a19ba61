// Browser e2e in web mode: the built console served by scripts/web.ts with the embedded demo API.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rendererIndex = `${root}/out/renderer/index.html`;
if (!existsSync(rendererIndex)) {
  throw new Error(`${rendererIndex} is missing: build first with "npx electron-vite build" (npm test does).`);
}

export const E2E_PORT = Number(process.env.E2E_WEB_PORT ?? 5174);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium where installed (CI here); elsewhere Playwright's own browser.
          executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/web.ts',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: { WEB_PORT: String(E2E_PORT), DEMO_CONTROL: '1', REVIEW_CONSOLE_API_URL: '' },
  },
});
