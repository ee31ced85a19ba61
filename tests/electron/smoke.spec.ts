// The built desktop app launches against the embedded demo API, shows the console, and exposes
// exactly the allowlisted bridge and nothing of Node.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { BRIDGE_KEYS } from '../../src/shared/ipc/contract';
import { findElectronBinary } from './electron-binary';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mainEntry = join(root, 'out', 'main', 'index.js');

test('the desktop app shows the console with only the allowlisted bridge', async () => {
  const binary = findElectronBinary();
  if (!binary.runnable) {
    const reason = `Electron e2e skipped: ${binary.reason}`;
    console.log(reason);
    test.skip(true, reason);
    return;
  }
  expect(existsSync(mainEntry), `${mainEntry} is missing: build first with "npx electron-vite build"`).toBe(
    true,
  );

  const userDataDir = mkdtempSync(join(tmpdir(), 'review-console-e2e-'));
  const env = { ...process.env } as Record<string, string>;
  // No backend URL and no dev server: the app must start the embedded demo API and serve app://.
  delete env.REVIEW_CONSOLE_API_URL;
  delete env.ELECTRON_RENDERER_URL;
  delete env.ELECTRON_RUN_AS_NODE;
  const rootUser = process.platform === 'linux' && process.getuid?.() === 0;
  const app = await electron.launch({
    executablePath: binary.path,
    // The project folder: its package.json names out/main/index.js as the entry, as in a packaged app.
    args: [root, `--user-data-dir=${userDataDir}`, ...(rootUser ? ['--no-sandbox'] : [])],
    cwd: root,
    env,
  });
  try {
    const page = await app.firstWindow();
    await expect(page.locator('#root > *').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Login to your Dashboard' })).toBeVisible();
    expect(page.url()).toMatch(/^app:\/\/console\//);

    // The node tsconfig has no DOM types: the page's window is reached as globalThis.
    const exposed = await page.evaluate(() => {
      const page = globalThis as unknown as { reviewConsole: object; require?: unknown; process?: unknown };
      return {
        bridgeKeys: Object.keys(page.reviewConsole).sort(),
        require: typeof page.require,
        process: typeof page.process,
      };
    });
    expect(exposed).toEqual({ bridgeKeys: [...BRIDGE_KEYS], require: 'undefined', process: 'undefined' });

    const info = await page.evaluate(() =>
      (
        globalThis as unknown as { reviewConsole: { app: { info(): Promise<unknown> } } }
      ).reviewConsole.app.info(),
    );
    expect(info).toMatchObject({ apiConfigured: true, apiSource: 'demo' });
  } finally {
    await app.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
