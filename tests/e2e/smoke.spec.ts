import type { ConsoleMessage, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, signInThroughApi, test } from './fixtures';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';

/** Console errors and CSP violations, collected from the first request on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('web mode', () => {
  test('loads the console in Chromium, left to right, without console errors', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(paths.login.getHref());

    await expect(page.getByRole('heading', { level: 1, name: 'Login to your Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(problems).toEqual([]);
  });

  for (const [language, heading] of [
    ['en', 'Login to your Dashboard'],
    ['ar', 'تسجيل الدخول إلى لوحة التحكم'],
  ] as const) {
    test(`renders the login form first, no spinner before it (${language})`, async ({ page }) => {
      // What the app first shows in #root (its style elements aside), recorded from the first mutation.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { firstShown: string[] }).firstShown = seen;
        new MutationObserver(() => {
          const root = document.getElementById('root');
          const shown = root && [...root.children].find((child) => child.tagName !== 'STYLE');
          if (!shown || seen.length > 0) return;
          seen.push(
            shown.querySelector('input[type="email"]') ? 'login form' : shown.outerHTML.slice(0, 200),
          );
        }).observe(document, { childList: true, subtree: true });
      });
      await page.addInitScript((chosen) => localStorage.setItem('rc.language', chosen), language);
      await page.goto(paths.login.getHref());
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { firstShown: string[] }).firstShown)).toEqual([
        'login form',
      ]);
    });
  }

  test('serves a deep link to a review step directly (SPA fallback)', async ({ page }) => {
    const step = new ReviewStepPage(page);
    const problems = watchConsole(page);
    await signInThroughApi(page);
    await page.goto(stepUrl(IN_PROGRESS, 'profile'));
    await expect(step.heading('profile')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('falls back to the Agencies list for an unknown path', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  });

  test('reaches the demo API through the same-origin /api proxy', async ({ page }) => {
    const csrf = await page.request.get('/api/csrf/token');
    expect(csrf.status()).toBe(200);
    expect(JSON.stringify(await csrf.json())).toMatch(/"csrfToken":"[^"]+"/);

    const profile = await page.request.get('/api/reviewer/profile');
    expect(profile.status()).toBe(401);
  });

  test('keeps the session cookie through the proxy: signed in, the profile loads', async ({ page }) => {
    const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
    const login = await page.request.post('/api/auth/login', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password },
    });
    expect(login.status()).toBe(200);

    const profile = await page.request.get('/api/reviewer/profile', {
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(profile.status()).toBe(200);
    expect(JSON.stringify(await profile.json())).toContain(DEMO_CREDENTIALS.email);
  });

  test('switching the language to Arabic lays the page out right to left, and it is remembered', async ({
    page,
  }) => {
    await page.goto(paths.login.getHref());
    await page.getByText('العربية', { exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى لوحة التحكم' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى لوحة التحكم' })).toBeVisible();
  });
});
