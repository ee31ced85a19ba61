// Browser e2e in web mode: the built console with an embedded demo API per worker (fixtures.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/harness/chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
// E2E_RENDERER_DIR: a renderer built elsewhere (`electron-vite build --outDir …`), e.g. to test one
// build while another is being made.
const rendererDir = process.env.E2E_RENDERER_DIR ?? `${root}/out/renderer`;
const rendererIndex = `${rendererDir}/index.html`;
if (!existsSync(rendererIndex)) {
  throw new Error(`${rendererIndex} is missing: build first with "npx electron-vite build" (npm test does).`);
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // One retry on a loaded CI machine; a test that passes only on its retry is listed as "flaky" in
  // the report, so it stays visible (two are known: the sheet's close button and a Next click right
  // after adding a tag, each seen once in a clean-clone run).
  retries: 1,
  // The fault matrix's table (fault-matrix.spec.ts) at the end of a run that ran any of its cases.
  reporter: [['list'], ['./matrix-reporter.ts']],
  timeout: 30_000,
  // Screenshot baselines (visual.spec.ts). The reference platform is Linux with Debian's Chromium and
  // the fonts .ci/run installs: CI draws them, so their path names neither platform nor browser.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // threshold: how far a pixel's colour may move before it counts as different (Playwright's
      // default), enough for the shades antialiasing gives a glyph's or a curve's edge (repeated runs
      // differ by one colour step at a few rounded corners, and by no pixel beyond it). Beyond it, at
      // most 0.05% of the pixels (about 500 of a 1280×800 shot) may differ: a field that loses its
      // border changes about 780, an avatar drawn round instead of square about 1,070 and a badge's
      // text 1 px smaller about 1,180, all of which a 1% tolerance would let by.
      threshold: 0.2,
      maxDiffPixelRatio: 0.0005,
    },
  },
  use: {
    // baseURL comes from fixtures.ts: each worker serves web mode on a port of its own.
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
});
