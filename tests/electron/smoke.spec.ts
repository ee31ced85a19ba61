// The built desktop app launches against the demo API named in its environment, shows the console, and exposes
// exactly the allowlisted bridge and nothing of Node.
import { expect, test } from '@playwright/test';
import { BRIDGE_KEYS } from '../../src/shared/ipc/contract';
import { electronOrSkip } from './electron-binary';
import { launchApp } from './launch-app';

test('the desktop app shows the console with only the allowlisted bridge', async () => {
  const binary = electronOrSkip();
  if (!binary) return;

  const { app, dispose } = await launchApp(binary);
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
    expect(info).toMatchObject({ apiConfigured: true, apiSource: 'environment' });
  } finally {
    await dispose();
  }
});
