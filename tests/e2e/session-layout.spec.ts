// The guard, the session's end (401 and logout), and the guarded layout: sidebar, counts, user card,
// language, toasts.
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { LanguageSwitch } from '../pages/language-switch';
import { navigateInApp } from '../pages/navigation';
import { atRoute } from '../pages/routes';
import { Sidebar } from '../pages/sidebar';
import { SignInPage } from '../pages/sign-in-page';
import { Toasts } from '../pages/toasts';
import { expect, signInThroughApi, test } from './fixtures';

// A guarded address with a query, to see both survive the detour through sign-in.
const UPDATED_TAB = `${paths.updatedProfiles.getHref()}?tab=1`;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

test.describe('the guard', () => {
  test("shows a full-screen 'Loading...' while the reviewer profile loads", async ({ page, demo }) => {
    await signInThroughApi(page);
    await demo.setFaults({ latencyMs: 1500, paths: '^/reviewer/profile$' });
    await page.goto(paths.updatedProfiles.getHref());
    await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
    await expect(new Sidebar(page).root).toBeVisible();
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
    await new SignInPage(page).signIn();
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
    await new SignInPage(page).signIn();
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
    await expect(new Sidebar(page).root).toBeVisible();
    await expect(page).toHaveURL(paths.updatedProfiles.getHref());
  });

  test('a first visit without a session signs in without saying a session expired', async ({
    page,
    demo,
  }) => {
    const expired = page.getByText(SESSION_EXPIRED);
    await page.goto(paths.agencies.getHref());
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await expect(new SignInPage(page).heading).toBeVisible();
    // The redirect has landed once the screen remembers where the reviewer was going: the message,
    // if any, comes with it.
    await expect.poll(() => page.evaluate(() => history.state?.usr?.from?.pathname)).toBe('/');
    await expect(expired).toHaveCount(0);

    // The same page says it once a session that had signed in ends: the check above could see it.
    await new SignInPage(page).signIn();
    await expect(page).toHaveURL(paths.agencies.getHref());
    await expect(new Sidebar(page).root).toBeVisible();
    await demo.expireSessions();
    await new Sidebar(page).openQueue('Updated Profiles');
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await expect(expired).toHaveCount(1);
  });
});

test.describe('the session ends', () => {
  test('a 401 in the middle of the work sends the reviewer to /login and back after signing in', async ({
    page,
    demo,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.updatedProfiles.getHref());
    await expect(new Sidebar(page).root).toBeVisible();
    await demo.expireSessions();
    // Any call now answers 401: switching queues refetches the list.
    await new Sidebar(page).openQueue('Agencies');
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    // Said once, on the login screen, however many calls answered 401.
    await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toHaveCount(1);

    await new SignInPage(page).signIn();
    await expect(page).toHaveURL(paths.agencies.getHref());
  });

  test('logout: the server message, the cached profile forgotten, and /login', async ({ page, demo }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    await new Sidebar(page).logout();
    await expect(new Toasts(page).withText('User logged out successfully')).toBeVisible();
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
    await new Sidebar(page).logout();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await demo.clearRequests();

    // The router's own navigation, no reload: only a forgotten cache makes the guard ask again.
    await navigateInApp(page, paths.updatedProfiles.getHref());
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    expect(await demo.requests({ method: 'GET', path: '/reviewer/profile' })).not.toHaveLength(0);
    await expect(new Sidebar(page).root).toHaveCount(0);
  });

  test("a failed logout says 'Failed to logout user' and stays", async ({ page }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    // Refused without a word of its own (a malformed 2xx would be a logout done: the server acted).
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, json: {} }));
    await new Sidebar(page).logout();
    await expect(new Toasts(page).withText('Failed to logout user')).toBeVisible();
    await expect(page).toHaveURL(paths.agencies.getHref());
  });
});

test.describe('the layout', () => {
  test('the sidebar: logo, counts, user card', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    const sidebar = new Sidebar(page);
    await expect(sidebar.logo).toBeVisible();
    const stats = (await (
      await page.request.get('/api/agency-review-management/dashboard/stats')
    ).json()) as {
      agencyTab: number;
      totalUpdatedProfiles: number;
    };
    await expect(sidebar.link('Agencies')).toContainText(String(stats.agencyTab));
    await expect(sidebar.link('Updated Profiles')).toContainText(String(stats.totalUpdatedProfiles));
    const profile = (await (await page.request.get('/api/reviewer/profile')).json()) as {
      data: { firstName: string; lastName: string; email: string };
    };
    const { firstName, lastName, email } = profile.data;
    await expect(sidebar.userInitials).toHaveText(`${firstName[0]}${lastName[0]}`);
    await expect(sidebar.userName).toHaveText(`${firstName} ${lastName}`);
    await expect(sidebar.userEmail).toHaveText(`${email.slice(0, 10)}...`);
  });

  test('the sidebar collapses to 82px (content margin 80) and expands to 280px, remembered', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    const layout = new Sidebar(page);
    const sidebar = layout.root;
    const content = page.getByTestId('content');
    const width = () => sidebar.evaluate((el) => el.getBoundingClientRect().width);
    const margin = () => content.evaluate((el) => getComputedStyle(el).marginInlineStart);

    expect(await width()).toBe(280);
    expect(await margin()).toBe('280px');
    await layout.collapseButton.click();
    await expect.poll(width).toBe(82);
    await expect.poll(margin).toBe('80px');

    await page.reload();
    await expect(layout.expandButton).toBeVisible();
    expect(await width()).toBe(82);
    await layout.expandButton.click();
    await expect.poll(width).toBe(280);
  });

  test('Arabic: the whole layout right to left, the choice stored and sent as Accept-Language', async ({
    page,
    demo,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    await new LanguageSwitch(page).choose('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: /الوكالات/ })).toBeVisible();
    await expect(new Sidebar(page).logoutButton).toBeVisible();
    // The sidebar sits at the inline start: the right edge in Arabic.
    const box = await new Sidebar(page).root.boundingBox();
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

  test('Arabic text and headings name fonts with Arabic letters before any Latin-only one', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto(paths.agencies.getHref());
    const families = () =>
      page.evaluate(() =>
        ['body', 'h1'].map((selector) =>
          getComputedStyle(document.querySelector(selector) ?? document.body)
            .fontFamily.split(',')
            .map((family) => family.trim().replace(/["']/g, '')),
        ),
      );
    const first = (list: string[], names: string[]) => list.findIndex((family) => names.includes(family));
    const LATIN_ONLY = ['Roboto', 'Helvetica', 'Arial'];
    // Windows' Segoe UI and macOS's system font have Arabic; on Linux (this machine) these do.
    const ARABIC_ON_LINUX = ['Noto Sans Arabic', 'DejaVu Sans'];
    await expect(page.locator('h1')).toBeVisible();
    // English keeps Mantine's stack.
    for (const list of await families()) expect(list).toContain('Roboto');

    await new LanguageSwitch(page).choose('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    for (const list of await families()) {
      const arabic = first(list, ARABIC_ON_LINUX);
      expect(arabic).toBeGreaterThanOrEqual(0);
      const latin = first(list, LATIN_ONLY);
      expect(latin === -1 || latin > arabic).toBe(true);
    }
  });

  test('toasts sit bottom-right (away from the sidebar), pause while hovered and close after 5 seconds', async ({
    page,
  }) => {
    await page.goto(paths.login.getHref());
    await new SignInPage(page).signIn();
    const shown = new Toasts(page).withText('Login successful');
    await expect(shown).toBeVisible();
    await expect(page.locator('.mantine-Notifications-root[data-position="bottom-right"]')).toContainText(
      'Login successful',
    );
    // Once the queue behind it has drawn its rows: under load, a hover during that long first render
    // of the screen can miss the toast's mouseenter, and nothing would pause it.
    await expect(page.getByRole('button', { name: 'Start Review' }).first()).toBeVisible();
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
  await new SignInPage(page).fill(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
  await page.mouse.move(5, 700);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await new SignInPage(page).submitButton.click();
  const shown = new Toasts(page).withText('Login successful');
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
    const card = await new Sidebar(page).root.boundingBox();
    const shown = await name.boundingBox();
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(card!.x + card!.width);
  }
});
