// Launches the built desktop app as a reviewer would start it: app:// rather than a dev server, and a
// user-data folder of its own. A production build embeds no demo API (none ships), so the test serves
// one and points the app at it with REVIEW_CONSOLE_API_URL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, type ElectronApplication } from '@playwright/test';
import { startDemoApi } from '../../src/demo-api/server';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const mainEntry = join(projectRoot, 'out', 'main', 'index.js');

export interface LaunchedApp {
  app: ElectronApplication;
  userDataDir: string;
  /** Closes the app and removes its user-data folder. */
  dispose(): Promise<void>;
}

export async function launchApp(executablePath: string): Promise<LaunchedApp> {
  if (!existsSync(mainEntry))
    throw new Error(`${mainEntry} is missing: build first with "npx electron-vite build"`);
  const userDataDir = mkdtempSync(join(tmpdir(), 'review-console-e2e-'));
  const demo = await startDemoApi({ port: 0 });
  const env = { ...process.env, REVIEW_CONSOLE_API_URL: demo.url } as Record<string, string>;
  delete env.ELECTRON_RENDERER_URL;
  delete env.ELECTRON_RUN_AS_NODE;
  const rootUser = process.platform === 'linux' && process.getuid?.() === 0;
  const app = await electron.launch({
    executablePath,
    // The project folder: its package.json names out/main/index.js as the entry, as in a packaged app.
    args: [projectRoot, `--user-data-dir=${userDataDir}`, ...(rootUser ? ['--no-sandbox'] : [])],
    cwd: projectRoot,
    env,
  });
  return {
    app,
    userDataDir,
    async dispose() {
      await app.close().catch(() => undefined);
      await demo.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
