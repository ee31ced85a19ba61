// Issue 23, reflow (WCAG 1.4.10): at 320 CSS px wide (a 1280 px window at 400% zoom) no screen scrolls
// sideways, in English or Arabic, and the sidebar is a drawer behind a named button; at 200% zoom of a
// 1024×640 window a queue's focused Start Review is wholly in view; the configuration screen wraps a
// long key; toasts never cover the sidebar's logo and collapse button, nor the update notice.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type enCommon from '../../locales/en/common.json';
import type enLayout from '../../locales/en/layout.json';
import type enShortcuts from '../../locales/en/shortcuts.json';
import { paths } from '../../src/renderer/src/lib/paths';
import { installDesktopBridge } from '../fixtures/desktop-bridge';
import { expectNoSeriousViolations, openInLanguage, textsIn, type UiLanguage } from './a11y-helpers';
import { QueuePage } from '../pages/queue-page';
import { proxiedApiPath, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { Toasts } from '../pages/toasts';
import { expect, signInThroughApi, test } from './fixtures';

// Every screen of a language in one test, each building its page anew: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

const LANGUAGES = ['en', 'ar'] as const satisfies readonly UiLanguage[];
const catalogue = <T>(language: UiLanguage, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;
/** The layout's texts, the logo's name and Settings, in one language. */
const layoutTexts = (language: UiLanguage) => ({
  ...catalogue<typeof enLayout>(language, 'layout'),
  logo: catalogue<typeof enCommon>(language, 'common').appName,
  settings: catalogue<typeof enShortcuts>(language, 'shortcuts').settings.button,
});

/** How far the page reaches past the window's side (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The buttons whose text is cut off (wider than the button shows). */
const cutButtons = (page: Page) =>
  page.locator('button, a').evaluateAll((controls) =>
    controls
      .filter((control) => control.checkVisibility())
      .flatMap((control) => [
        ...control.querySelectorAll<HTMLElement>('.mantine-Button-label, [data-button-label]'),
      ])
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );

async function expectNoSidewaysScroll(page: Page, screen: string) {
  expect(await sidewaysOverflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await cutButtons(page), `${screen}: buttons whose text is cut off`).toEqual([]);
}

/** The email the recovery screens carry in history state, as the forgot-password screen leaves it. */
async function openWithCarriedEmail(page: Page, href: string) {
  await page.evaluate(
    (to) => window.history.replaceState({ usr: { email: 'reviewer@demo.test' }, key: 'k', idx: 0 }, '', to),
    href,
  );
  await page.reload();
}

/** Two of the review's fields validated, one invalid with a long note, so the report lists them. */
async function validateTwoFields(page: Page, review: { agencyId: string; reviewId: string }) {
  const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': csrfToken };
  const fields = (await (
    await page.request.get(proxiedApiPath('validationFields', review), { headers })
  ).json()) as { profileFields: { path: string }[] };
  const [valid, invalid] = fields.profileFields.map((field) => field.path);
  const note = 'The tagline promises results the portfolio does not show, nor do its case studies.';
  const answer = await page.request.post(proxiedApiPath('validateFields', review), {
    headers,
    data: {
      fields: [
        { fieldPath: valid, validationStatus: 'valid', note: '' },
        { fieldPath: invalid, validationStatus: 'invalid', note },
      ],
      tags: ['Creative'],
    },
  });
  expect(answer.status()).toBe(200);
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box!;
}

test.describe('at 320 CSS px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const language of LANGUAGES) {
    test(`no screen scrolls sideways (${language})`, async ({ page }) => {
      await openInLanguage(page, language);
      await page.goto(paths.login.getHref());
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSidewaysScroll(page, 'login');

      await page.goto(paths.forgotPassword.getHref());
      await expect(page.locator('h1')).toBeVisible();
      await expectNoSidewaysScroll(page, 'forgot password');
      for (const [screen, href] of [
        ['otp', paths.otp.getHref()],
        ['reset password', paths.resetPassword.getHref()],
      ] as const) {
        await openWithCarriedEmail(page, href);
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.locator('h1')).toBeVisible();
        await expectNoSidewaysScroll(page, screen);
      }

      await signInThroughApi(page);
      for (const href of [
        paths.agencies.getHref(),
        paths.updatedProfiles.getHref(),
        paths.rereviewRequests.getHref(),
      ]) {
        await page.goto(href);
        await expect(new QueuePage(page).rows.first()).toBeVisible();
        await expectNoSidewaysScroll(page, href);
      }
      for (const step of ['profile', 'services'] as const) {
        await page.goto(stepUrl(IN_PROGRESS, step));
        await expect(page.getByRole('form')).toBeVisible({ timeout: 15_000 });
        await expectNoSidewaysScroll(page, `the ${step} step`);
      }
      await validateTwoFields(page, IN_PROGRESS);
      await page.goto(stepUrl(IN_PROGRESS, 'report'));
      await expect(page.getByTestId('report-agency')).toBeVisible();
      await expect(page.locator('table tbody tr')).toHaveCount(2);
      await expectNoSidewaysScroll(page, 'the report');
    });

    test(`the sidebar is a drawer behind a named button (${language})`, async ({ page }) => {
      const text = layoutTexts(language);
      await openInLanguage(page, language);
      await signInThroughApi(page);
      await page.goto(paths.agencies.getHref());
      await expect(new QueuePage(page).rows.first()).toBeVisible();
      await expect(page.getByTestId('sidebar')).toHaveCount(0);
      const menu = page.getByRole('button', { name: text.sidebar.open });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expectNoSeriousViolations(page, `the narrow layout (${language})`);

      await menu.click();
      const drawer = page.getByRole('dialog', { name: text.logo });
      await expect(drawer.getByRole('img', { name: text.logo })).toBeVisible();
      await expect(drawer).toHaveCSS('opacity', '1');
      await expectNoSeriousViolations(page, `the navigation drawer (${language})`);
      await expect(drawer.getByRole('button', { name: text.logout.button })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the open drawer');
      // The drawer opens from the inline start: the left in English, the right in Arabic.
      const box = await boxOf(drawer.getByRole('navigation', { name: text.nav.label }));
      if (language === 'ar') expect(box.x + box.width).toBeGreaterThan(160);
      else expect(box.x).toBeLessThan(160);

      // Settings opens above its button, inside the window; Esc closes it and leaves the drawer open.
      const settings = drawer.getByRole('button', { name: text.settings });
      await settings.click();
      const settingsMenu = page.getByTestId('settings-menu');
      await expect(settingsMenu).toHaveCSS('opacity', '1');
      await expectNoSidewaysScroll(page, 'the settings menu');
      const { x, width } = await boxOf(settingsMenu);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(320);
      await page.keyboard.press('Escape');
      await expect(settingsMenu).toBeHidden();
      await expect(drawer).toBeVisible();
      await expect(settings).toBeFocused();

      await drawer.getByRole('link', { name: new RegExp(`^${text.nav.updatedProfiles}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.updatedProfiles.getHref()}$`));
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
    });

    test(`the configuration screen wraps a 300-character key (${language})`, async ({ page }) => {
      const key = 'apiUrl'.padEnd(300, 'x');
      const where = `/etc/agency-review-console/${'nested'.repeat(30)}/config.json`;
      await installDesktopBridge(page, {
        language,
        info: {
          apiConfigured: false,
          apiSource: 'none',
          apiUrl: null,
          config: {
            problem: { code: 'nothingConfigured' },
            locations: [{ kind: 'machine-file', where, status: 'used' }],
            warnings: [{ code: 'unknownKey', key, where }],
            settings: {
              'images.allowedHosts': {
                kind: 'machine-file',
                where,
                value: [`${'cdn'.repeat(60)}.example.com`],
              },
            },
          },
        },
      });
      await page.goto(paths.login.getHref());
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const warning = page.getByText(key.slice(0, 40));
      await expect(warning).toBeVisible();
      await expectNoSidewaysScroll(page, 'the configuration screen');
      for (const text of [warning, page.getByText(/cdncdncdn/)]) {
        await expect(text).toBeVisible();
        const box = await boxOf(text);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    });
  }
});

test.describe('at 200% zoom of a 1024×640 window', () => {
  test.use({ viewport: { width: 512, height: 320 }, deviceScaleFactor: 2 });

  for (const language of LANGUAGES) {
    test(`a queue's Start Review, focused with Tab, is wholly in view (${language})`, async ({ page }) => {
      const startReview = textsIn(language).queues.action.startReview;
      await openInLanguage(page, language);
      await signInThroughApi(page);
      const queue = new QueuePage(page);
      await queue.open();
      await expect(queue.rows.first()).toBeVisible();
      await queue.searchBox.focus();
      const focused = page.locator(':focus');
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press('Tab');
        if ((await focused.textContent()) === startReview) break;
      }
      await expect(focused).toHaveText(startReview);
      const box = await boxOf(focused);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(512);
      expect(box.y + box.height).toBeLessThanOrEqual(320);
      // Nothing of the page lies over it (WCAG 2.4.11).
      const onTop = await focused.evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
      expect(onTop).toBe(true);
      await expectNoSidewaysScroll(page, 'the queue');
    });

    test(`every entry of the sidebar can be reached and seen (${language})`, async ({ page }) => {
      const text = layoutTexts(language);
      await openInLanguage(page, language);
      await signInThroughApi(page);
      await page.goto(paths.agencies.getHref());
      await page.getByRole('button', { name: text.sidebar.open }).click();
      const drawer = page.getByRole('dialog', { name: text.logo });
      const logout = drawer.getByRole('button', { name: text.logout.button });
      for (
        let press = 0;
        press < 14 && !(await logout.evaluate((button) => button === document.activeElement));
        press++
      )
        await page.keyboard.press('Tab');
      await expect(logout).toBeFocused();
      await expect(logout).toBeInViewport({ ratio: 1 });
      const user = drawer.getByTestId('user-card');
      await user.scrollIntoViewIfNeeded();
      // Whole but for a fraction of a pixel at the scrolled box's end.
      await expect(user).toBeInViewport({ ratio: 0.95 });
    });
  }
});

test.describe('in a wide but short window (1536×640 at 200% zoom)', () => {
  test.use({ viewport: { width: 768, height: 320 } });

  test('the sidebar scrolls, so Logout and the user are reachable', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    const sidebar = page.getByTestId('sidebar');
    const logout = sidebar.getByRole('button', { name: 'Logout' });
    await logout.focus();
    await expect(logout).toBeInViewport({ ratio: 1 });
    const user = sidebar.getByTestId('user-card');
    await user.scrollIntoViewIfNeeded();
    await expect(user).toBeInViewport({ ratio: 0.95 });
  });
});

test.describe('toasts', () => {
  for (const language of LANGUAGES) {
    test(`never cover the sidebar's logo and collapse button, nor the update notice (${language})`, async ({
      page,
      demo,
      baseURL,
    }) => {
      const text = layoutTexts(language);
      await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api`, language, updateReady: '2.0.0' });
      await page.goto(paths.agencies.getHref());
      const notice = page.getByRole('status').filter({ hasText: text.update.ready });
      await expect(notice).toBeVisible();
      const logo = page.getByTestId('sidebar').getByRole('img', { name: text.logo });
      const collapse = page.getByRole('button', { name: text.sidebar.collapse });
      await expect(collapse).toBeVisible();

      // A failed logout keeps the layout on screen with its toast.
      await demo.setFaults({ errorRate: 1, paths: '^/auth/logout$' });
      await page.getByRole('button', { name: text.logout.button }).click();
      // The demo's refusal says so in its own words, which the toast shows.
      const toast = new Toasts(page).withText(language === 'ar' ? 'خطأ خادم مُفتعل' : 'Injected server error');
      await expect(toast).toBeVisible();
      await expect(toast).toHaveCSS('opacity', '1');
      const shown = await boxOf(toast);
      for (const [name, part] of [
        ['logo', logo],
        ['collapse button', collapse],
        ['update notice', notice],
      ] as const) {
        expect(intersects(shown, await boxOf(part)), `the toast covers the ${name}`).toBe(false);
      }
    });
  }
});
