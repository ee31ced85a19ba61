// Settings → Desktop and the count of reviews waiting, in a browser page with the desktop bridge's
// stand-in (the section is the desktop app's), and absent in web mode. In English and Arabic.
import { paths } from '../../src/renderer/src/lib/paths';
import { installDesktopBridge, reviewsWaitingSent, selectNotification } from '../fixtures/desktop-bridge';
import { expectNoSeriousViolations, openInLanguage } from './a11y-helpers';
import { expect, signInThroughApi, test } from './fixtures';

const TEXTS = {
  en: {
    section: 'Desktop',
    count: 'Show the number of reviews waiting on the dock or taskbar',
    notify: 'Notify me when new reviews arrive',
  },
  ar: {
    section: 'سطح المكتب',
    count: 'إظهار عدد المراجعات المنتظرة على شريط المهام أو Dock',
    notify: 'إشعاري عند وصول مراجعات جديدة',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const texts = TEXTS[language];

  test(`Settings → Desktop switches the count and notifications, and main hears the sidebar's counts (${language})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api`, language });
    await page.goto(paths.settings.getHref());
    const section = page.getByRole('region', { name: texts.section });
    const count = section.getByRole('switch', { name: texts.count });
    const notify = section.getByRole('switch', { name: texts.notify });
    await expect(count).toBeEnabled();
    await expect(count).toBeChecked();
    await expect(notify).not.toBeChecked();

    // The count main shows is the sidebar's two counts.
    const sidebarCounts = await page.getByTestId('nav-count').allTextContents();
    const [agencies, updated] = sidebarCounts.map(Number);
    await expect
      .poll(() => reviewsWaitingSent(page))
      .toContainEqual({ agencies, updated, badge: true, notify: false });

    await notify.click({ force: true });
    await expect(notify).toBeChecked();
    await expect
      .poll(() => reviewsWaitingSent(page))
      .toContainEqual({ agencies, updated, badge: true, notify: true });
    await count.click({ force: true });
    await notify.click({ force: true });
    // Both off: main clears the count.
    await expect.poll(async () => (await reviewsWaitingSent(page)).at(-1)).toBeNull();

    await page.screenshot({ path: testInfo.outputPath(`settings-desktop-${language}.png`), fullPage: true });
    await expectNoSeriousViolations(page, `Settings with the desktop section (${language})`);
  });

  test(`a selected notification opens the queue whose count rose (${language})`, async ({
    page,
    baseURL,
  }) => {
    await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api`, language });
    await page.goto(paths.settings.getHref());
    await expect(page.getByRole('region', { name: texts.section })).toBeVisible();
    await expect.poll(async () => (await reviewsWaitingSent(page)).length).toBeGreaterThan(0);
    await selectNotification(page, 'updated');
    await expect(page).toHaveURL(/\/updated-profiles$/);
    await selectNotification(page, 'agencies');
    await expect(page).toHaveURL(new RegExp(`${baseURL}/$`));
  });

  test(`web mode has no desktop section (${language})`, async ({ page }) => {
    await openInLanguage(page, language);
    await signInThroughApi(page);
    await page.goto(paths.settings.getHref());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region').first()).toBeVisible();
    await expect(page.getByRole('region', { name: texts.section })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
  });
}
