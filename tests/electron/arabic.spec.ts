// Arabic in the desktop app: the whole console right to left, and the choice kept by main (its
// settings in the user-data folder), so it survives a restart and is sent as Accept-Language.
import { LanguageSwitch } from '../pages/language-switch';
import { navigateInApp } from '../pages/navigation';
import { QueuePage } from '../pages/queue-page';
import { signInThroughBridge, type WithBridge } from './desktop-helpers';
import { expect, test } from './fixtures';

const ARABIC_AGENCIES = 'الوكالات';

test('العربية lays the console out right to left, and the choice survives a restart', async ({
  demo,
  credentials,
  page,
  restartApp,
}) => {
  await signInThroughBridge(page, credentials);
  const queue = new QueuePage(page, navigateInApp);
  await queue.open();
  await expect(queue.heading('Agencies')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await new LanguageSwitch(page).choose('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(queue.heading(ARABIC_AGENCIES)).toBeVisible();
  // Kept by main, not by the page.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as WithBridge).reviewConsole.language.get()))
    .toBe('ar');

  await demo.clearRequests();
  // The queue has no form: nothing unsaved, so closing asks nothing.
  const { window } = await restartApp({ unsavedChanges: 'none' });
  // Known before the first paint: Arabic from the start, on whatever screen the app opens.
  await expect(window.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
  await expect(window.locator('html')).toHaveAttribute('lang', 'ar');
  const restarted = new QueuePage(window, navigateInApp);
  await restarted.open();
  await expect(restarted.heading(ARABIC_AGENCIES)).toBeVisible({ timeout: 30_000 });

  // Main words the requests in the stored language too.
  const profileCalls = await demo.requests({ method: 'GET', path: '/reviewer/profile' });
  expect(profileCalls.length).toBeGreaterThan(0);
  expect(profileCalls.map((r) => r.headers['accept-language'])).toEqual(profileCalls.map(() => 'ar'));
});
