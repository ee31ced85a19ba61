// The guard, the session's end (401 and logout), and the guarded layout: sidebar, counts, user card,
// language, toasts.
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, signInThroughApi, test } from './fixtures';
import { atRoute } from './routes';

// A guarded address with a query, to see both survive the detour through sign-in.
const UPDATED_TAB = `${paths.updatedProfiles.getHref()}?tab=1`;

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function signInOnScreen(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CREDENTIALS.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
}

test.describe('the guard', () => {
  test("shows a full-screen 'Loading...' while the reviewer profile loads", async ({ page, demo }) => {
    await signInThroughApi(page);
    await demo.setFaults({ latencyMs: 1500, paths: '^/reviewer/profile$' });
    await page.goto(paths.updatedProfiles.getHref());
    await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('sends a signed-out reviewer to /login, replacing history, and back where they were after', async ({
    page,
  }) => {
    await page.goto(paths.login.getHref());
    await page.goto(UPDATED_TAB);
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    // Replaced: going back does not return to the guarded page.
    await page.goBack();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await page.goForward().catch(() => undefined);

    await page.goto(UPDATED_TAB);
    await signInOnScreen(page);
    await expect(page).toHaveURL(atRoute(UPDATED_TAB));
  });

  test('never returns to a place outside the app after sign-in', async ({ page }) => {
    await page.goto(paths.login.getHref());
    await page.evaluate(() => {
      window.history.replaceState(
        { usr: { from: { pathname: '//evil.example/x', search: '' } }, key: 'k', idx: 0 },
        '',
      );
    });
    await page.reload();
    await signInOnScreen(page);
    await expect(page).toHaveURL(paths.agencies.getHref());
  });

  test('an empty profile counts as signed out', async ({ page }) => {
    await signInThroughApi(page);
    const empty = { firstName: '', lastName: '', email: '' };
    await page.route('**/api/reviewer/profile', (route) => route.fulfill({ json: { data: empty } }));
    await page.goto(paths.agencies.getHref());
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
  });

  test('a profile that fails for another reason (500) is said with Retry, not a loop to /login', async ({
    page,
    demo,
  }) => {
    await signInThroughApi(page);
    await demo.setFaults({ errorRate: 1, paths: '^/reviewer/profile$' });
    await page.goto(paths.updatedProfiles.getHref());
    const failure = page.getByTestId('profile-load-failed');
    await expect(failure).toContainText('Your profile could not be loaded');
    await expect(page).toHaveURL(paths.updatedProfiles.getHref());

    await demo.setFaults({});
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page).toHaveURL(paths.updatedProfiles.getHref());
  });

  test('a first visit without a session signs in without saying a session expired', async ({ page }) => {
    await page.goto(paths.agencies.getHref());
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await expect(page.getByRole('heading', { name: 'Login to your Dashboard' })).toBeVisible();
    await expect(page.getByTestId('session-expired')).toHaveCount(0);
  });
});

test.describe('the session ends', () => {
  test('a 401 in the middle of the work sends the reviewer to /login and back after signing in', async ({
    page,
    demo,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.updatedProfiles.getHref());
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await demo.expireSessions();
    // Any call now answers 401: switching queues refetches the list.
    await page.getByRole('link', { name: /Agencies/ }).click();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    // Said once, on the login screen, however many calls answered 401.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' }),
    ).toHaveCount(1);

    await signInOnScreen(page);
    await expect(page).toHaveURL(paths.agencies.getHref());
  });

  test('logout: the server message, the cached profile forgotten, and /login', async ({ page, demo }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'User logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    expect(await demo.requests({ method: 'POST', path: '/auth/logout' })).toHaveLength(1);

    await demo.clearRequests();
    await page.goto(paths.updatedProfiles.getHref());
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    // The guard asked again rather than trusting a cached profile.
    expect(await demo.requests({ method: 'GET', path: '/reviewer/profile' })).not.toHaveLength(0);
  });

  test('logout forgets the cache: an in-app navigation afterwards asks for the profile again', async ({
    page,
    demo,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await demo.clearRequests();

    // The router's own navigation, no reload: only a forgotten cache makes the guard ask again.
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, paths.updatedProfiles.getHref());
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    expect(await demo.requests({ method: 'GET', path: '/reviewer/profile' })).not.toHaveLength(0);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test("a failed logout says 'Failed to logout user' and stays", async ({ page, demo }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    await demo.setFaults({ malformedRate: 1, paths: '^/auth/logout$' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Failed to logout user')).toBeVisible();
    await expect(page).toHaveURL(paths.agencies.getHref());
  });
});

test.describe('the layout', () => {
  test('the sidebar: logo, counts, user card', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('img', { name: 'Agency Review Console' })).toBeVisible();
    const stats = (await (
      await page.request.get('/api/agency-review-management/dashboard/stats')
    ).json()) as {
      agencyTab: number;
      totalUpdatedProfiles: number;
    };
    await expect(sidebar.getByRole('link', { name: /Agencies/ })).toContainText(String(stats.agencyTab));
    await expect(sidebar.getByRole('link', { name: /Updated Profiles/ })).toContainText(
      String(stats.totalUpdatedProfiles),
    );
    const profile = (await (await page.request.get('/api/reviewer/profile')).json()) as {
      data: { firstName: string; lastName: string; email: string };
    };
    const { firstName, lastName, email } = profile.data;
    await expect(page.getByTestId('user-initials')).toHaveText(`${firstName[0]}${lastName[0]}`);
    await expect(page.getByTestId('user-name')).toHaveText(`${firstName} ${lastName}`);
    await expect(page.getByTestId('user-email')).toHaveText(`${email.slice(0, 10)}...`);
  });

  test('the sidebar collapses to 82px (content margin 80) and expands to 280px, remembered', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    const sidebar = page.getByTestId('sidebar');
    const content = page.getByTestId('content');
    const width = () => sidebar.evaluate((el) => el.getBoundingClientRect().width);
    const margin = () => content.evaluate((el) => getComputedStyle(el).marginInlineStart);

    expect(await width()).toBe(280);
    expect(await margin()).toBe('280px');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(width).toBe(82);
    await expect.poll(margin).toBe('80px');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect(await width()).toBe(82);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBe(280);
  });

  test('Arabic: the whole layout right to left, the choice stored and sent as Accept-Language', async ({
    page,
    demo,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    await page.getByText('العربية', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: /الوكالات/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    // The sidebar sits at the inline start: the right edge in Arabic.
    const box = await page.getByTestId('sidebar').boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport?.width);

    await demo.clearRequests();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect
      .poll(async () => (await demo.requests({ path: '/reviewer/profile' })).length)
      .toBeGreaterThan(0);
    const [profileCall] = await demo.requests({ path: '/reviewer/profile' });
    expect(profileCall.headers['accept-language']).toBe('ar');
  });

  test('toasts sit top-right, pause while hovered and close after 5 seconds', async ({ page }) => {
    await page.goto(paths.login.getHref());
    await signInOnScreen(page);
    const shown = toast(page, 'Login successful');
    await expect(shown).toBeVisible();
    await expect(page.locator('.mantine-Notifications-root[data-position="top-right"]')).toContainText(
      'Login successful',
    );
    await shown.hover();
    await page.waitForTimeout(6000);
    await expect(shown).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(shown).toBeHidden({ timeout: 7000 });
  });
});

test('a toast stays about 5 seconds when nobody hovers it', async ({ page }) => {
  // The page's own clock, paused before the toast exists and moved on by hand, so the test knows
  // how long the toast has been up to within 50 ms, however busy the machine is.
  await page.clock.install();
  await page.goto(paths.login.getHref());
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CREDENTIALS.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.mouse.move(5, 700);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  const shown = toast(page, 'Login successful');
  for (let step = 0; step < 200 && !(await shown.isVisible()); step++) await page.clock.runFor(50);
  await expect(shown).toBeVisible();
  await page.clock.runFor(4_400);
  await expect(shown).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(shown).toBeHidden();
});

test('a very long reviewer name stays inside the sidebar, whole in its tooltip, in both directions', async ({
  page,
}) => {
  await signInThroughApi(page);
  const longName = 'Abdulrahman'.repeat(30);
  await page.route('**/api/reviewer/profile', (route) =>
    route.fulfill({
      json: { data: { firstName: longName, lastName: 'الحداد', email: `${longName}@demo.test` } },
    }),
  );
  for (const language of ['en', 'ar'] as const) {
    await page.addInitScript((value) => localStorage.setItem('rc.language', value), language);
    await page.goto(paths.agencies.getHref());
    const name = page.getByTestId('user-name');
    await expect(name).toHaveAttribute('title', `${longName} الحداد`);
    await expect(name).toHaveAttribute('dir', 'auto');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const card = await page.getByTestId('sidebar').boundingBox();
    const shown = await name.boundingBox();
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(card!.x + card!.width);
  }
});
