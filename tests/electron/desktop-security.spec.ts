// Electron's guards as a reviewer meets them: https links go to the OS browser, window.open makes no
// window, the page cannot navigate to another origin, and every permission request is denied.
// Nothing asked of the backend: these run against the one QA names too.
import { recordOpenExternal } from './desktop-helpers';
import { expect, test } from './fixtures';

const AGENCY_SITE = 'https://agency.example/';

test('a link opens in the OS browser, never in the app', async ({ electronApp, page }) => {
  const opened = await recordOpenExternal(electronApp);
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, target: '_blank', textContent: 'Site' });
    document.body.append(link);
    link.click();
  }, AGENCY_SITE);
  await expect.poll(opened).toEqual([AGENCY_SITE]);
  expect(electronApp.windows()).toHaveLength(1);
});

test('window.open creates no window', async ({ electronApp, page }) => {
  const opened = await recordOpenExternal(electronApp);
  const handle = await page.evaluate((href) => window.open(href) === null, AGENCY_SITE);
  expect(handle).toBe(true);
  await expect.poll(opened).toEqual([AGENCY_SITE]);
  expect(await electronApp.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
});

test('navigating to another origin is blocked: the console stays', async ({ electronApp, page }) => {
  const opened = await recordOpenExternal(electronApp);
  await page.evaluate((href) => {
    window.location.href = href;
  }, AGENCY_SITE);
  await expect.poll(opened).toEqual([AGENCY_SITE]);
  expect(page.url()).toMatch(/^app:\/\/console\//);
  await expect(page.getByRole('heading', { name: 'Login to your Dashboard' })).toBeVisible();
});

test('permission requests are denied', async ({ page }) => {
  expect(await page.evaluate(() => Notification.requestPermission())).toBe('denied');
  const geolocation = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        navigator.geolocation.getCurrentPosition(
          () => resolve('granted'),
          (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : `error ${error.code}`),
        ),
      ),
  );
  expect(geolocation).toBe('denied');
});
