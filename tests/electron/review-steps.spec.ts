// The review steps in the desktop app: F toggles the native window full screen (and the page follows
// main's state), and closing a window with a dirty form asks main's native question.
import { expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { newestSeededReview } from '../../src/demo-api/seed';
import { paths } from '../../src/renderer/src/lib/paths';
import { electronOrSkip } from './electron-binary';
import { launchApp, type LaunchedApp } from './launch-app';

const IN_PROGRESS = newestSeededReview('agency', 'in progress');
const PROFILE_STEP = paths.reviewProfile.getHref(IN_PROGRESS.agencyId, IN_PROGRESS.reviewId);

const LEAVE = 0;
const STAY = 1;

interface Launched extends LaunchedApp {
  page: Page;
}

async function launch(binary: string): Promise<Launched> {
  const launched = await launchApp(binary);
  const page = await launched.app.firstWindow();
  await expect(page.getByRole('heading', { name: 'Login to your Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  return { ...launched, page };
}

/** Signs in through the bridge (main's client keeps the session) and opens the profile step in-app. */
async function openProfileStep(page: Page) {
  const credentials = { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password };
  await page.evaluate(async (body) => {
    const bridge = (
      globalThis as unknown as {
        reviewConsole: { api: { call(...args: unknown[]): Promise<{ ok: boolean; error?: unknown }> } };
      }
    ).reviewConsole;
    const result = await bridge.api.call('login', undefined, body);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
  }, credentials);
  // An in-app navigation (the router listens to popstate): main denies page navigations.
  await page.evaluate((path) => {
    const page = globalThis as unknown as { history: History; dispatchEvent(e: Event): boolean };
    page.history.pushState({}, '', path);
    page.dispatchEvent(new PopStateEvent('popstate'));
  }, PROFILE_STEP);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled({ timeout: 30_000 });
}

const isFullScreen = (app: ElectronApplication) =>
  app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isFullScreen() ?? false);

test.describe('review steps in the desktop app', () => {
  let launched: Launched | null = null;

  test.beforeEach(async () => {
    const binary = electronOrSkip();
    if (!binary) return;
    launched = await launch(binary);
    await openProfileStep(launched.page);
  });

  test.afterEach(async () => {
    if (!launched) return;
    await launched.dispose();
    launched = null;
  });

  test('F toggles the native window full screen, and the page follows main when it leaves', async () => {
    const { app, page } = launched!;
    const preview = page.getByRole('region', { name: 'Agency preview' });

    await page.locator('body').press('f');
    await expect.poll(() => isFullScreen(app), { timeout: 10_000 }).toBe(true);
    await expect(preview).toHaveAttribute('data-full-screen', 'true');

    await page.keyboard.press('Escape');
    await expect.poll(() => isFullScreen(app), { timeout: 10_000 }).toBe(false);
    await expect(preview).toHaveAttribute('data-full-screen', 'false');

    // Full screen left another way (the OS): the page hears it from main.
    await page.locator('body').press('f');
    await expect.poll(() => isFullScreen(app), { timeout: 10_000 }).toBe(true);
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].setFullScreen(false));
    await expect(preview).toHaveAttribute('data-full-screen', 'false');
  });

  test('closing a window with a dirty form asks: Stay keeps it open, Leave closes it', async () => {
    const { app, page } = launched!;
    await page.getByRole('radio', { name: 'Invalid' }).first().check();

    await app.evaluate(({ dialog }, answer) => {
      const stub = dialog as unknown as { showMessageBoxSync: () => number; asked: number };
      stub.asked = 0;
      stub.showMessageBoxSync = () => {
        stub.asked += 1;
        return answer;
      };
    }, STAY);
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].close());
    await expect
      .poll(() => app.evaluate(({ dialog }) => (dialog as unknown as { asked: number }).asked))
      .toBe(1);
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    await expect(page.getByRole('radio', { name: 'Invalid' }).first()).toBeChecked();

    await app.evaluate(({ dialog }, answer) => {
      (dialog as unknown as { showMessageBoxSync: () => number }).showMessageBoxSync = () => answer;
    }, LEAVE);
    const closed = page.waitForEvent('close');
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].close());
    await closed;
    expect(page.isClosed()).toBe(true);
  });
});
