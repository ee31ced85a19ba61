// Issue 10's focus and announcement rules: where focus goes on navigation, tag removal, full screen
// and the skip link; toasts and the sort order as screen readers hear them.
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { openInLanguage, textsIn } from './a11y-helpers';
import { PreviewPanel } from '../pages/preview-panel';
import { QueuePage } from '../pages/queue-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const focusedIsInside = (page: Page, selector: string) =>
  page.evaluate((within) => document.activeElement?.closest(within) !== null, selector);

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  test('each navigation names the window after the screen and focuses its heading', async ({ page }) => {
    const step = new ReviewStepPage(page);
    const queue = new QueuePage(page);
    await queue.open();
    await expect(queue.rows.first()).toBeVisible();
    await expect(page).toHaveTitle('Agencies — Agency Review Console');

    await page.getByRole('link', { name: /Updated Profiles/ }).click();
    await expect(heading(page, 'Updated Profiles')).toBeFocused();
    await expect(page).toHaveTitle('Updated Profiles — Agency Review Console');

    // A step replaces its loading frame with the form: focus follows to the loaded heading.
    await step.open(IN_PROGRESS, 'profile');
    await expect(page).toHaveTitle('Agency Profile — Agency Review Console');
    await step.next();
    await step.waitFor('services');
    await expect(heading(page, 'Agency Services')).toBeFocused();
    await expect(page).toHaveTitle('Agency Services — Agency Review Console');
  });

  test('the window title follows the language', async ({ page }) => {
    await openInLanguage(page, 'ar');
    const { queues } = textsIn('ar');
    await page.goto(paths.updatedProfiles.getHref());
    await expect(heading(page, queues.updatedProfiles.title)).toBeVisible();
    await expect(page).toHaveTitle(`${queues.updatedProfiles.title} — وحدة مراجعة الوكالات`);
  });

  test('"Skip to main content" is the first stop and moves focus to the main landmark', async ({ page }) => {
    const queue = new QueuePage(page);
    await queue.open();
    await expect(queue.rows.first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(paths.agencies.getHref());
    // The next Tab goes on inside the content, past the sidebar.
    await page.keyboard.press('Tab');
    expect(await focusedIsInside(page, 'main')).toBe(true);
  });

  test('removing a tag keeps focus in the tag list, then on the tag input once none is left', async ({
    page,
  }) => {
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'profile');
    const tags = page.getByRole('list', { name: 'Selected tags' });
    await tags.getByRole('button', { name: 'Remove tag Creative' }).focus();
    await page.keyboard.press('Enter');
    await expect(tags.getByRole('button', { name: 'Remove tag Big budget' })).toBeFocused();

    // The last tag gone: focus on the tag now last.
    await tags.getByRole('button', { name: 'Remove tag Local' }).focus();
    await page.keyboard.press('Enter');
    await expect(tags.getByRole('button', { name: 'Remove tag Spam' })).toBeFocused();

    for (let left = 3; left > 0; left--) await page.keyboard.press('Enter');
    await expect(tags.getByRole('listitem')).toHaveCount(0);
    await expect(step.tagInput).toBeFocused();
  });

  test('full screen keeps Tab inside the preview and hands focus back to its toggle after', async ({
    page,
  }) => {
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'profile');
    const panel = new PreviewPanel(page);
    const preview = panel.root;
    // Opened with F from elsewhere on the page: focus still ends on the toggle, not back there.
    await step.goBackArrow.focus();
    await page.keyboard.press('f');
    await expect(preview).toHaveAttribute('data-full-screen', 'true');
    await expect(panel.exitFullScreenButton).toBeFocused();

    const stops = (await preview.locator('a[href], button:not([disabled])').count()) + 2;
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let stop = 0; stop < stops; stop++) {
        await page.keyboard.press(key);
        expect(await focusedIsInside(page, '[data-full-screen="true"]'), `${key} #${stop + 1}`).toBe(true);
      }
    }

    // Esc from deep inside the preview (a link in it) still hands focus back to the toggle.
    await page.keyboard.press('Tab');
    await expect(preview.getByRole('button', { name: 'Exit full screen' })).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveAttribute('data-full-screen', 'false');
    await expect(panel.fullScreenButton).toBeFocused();
  });

  test('the sort menu says which order is checked, and the checked one takes focus', async ({ page }) => {
    const queue = new QueuePage(page);
    await queue.open();
    const sortButton = page.getByRole('button', { name: 'Sort by Request Date: Newest First' });
    await sortButton.click();
    const newest = queue.sortOption('Newest First');
    await expect(newest).toHaveAttribute('aria-checked', 'true');
    await expect(newest).toBeFocused();
    await expect(queue.sortOption('Oldest First')).toHaveAttribute('aria-checked', 'false');
    await queue.sortOption('Oldest First').click();

    await page.getByRole('button', { name: 'Sort by Request Date: Oldest First' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Oldest First', checked: true })).toBeFocused();
    await expect(page.getByRole('menuitemradio', { name: 'Newest First', checked: false })).toBeVisible();
  });

  test('the pager names its arrows and pages', async ({ page }) => {
    await page.goto(paths.agencies.getHref());
    const pager = page.getByLabel('Pages', { exact: true });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['First page', 'Previous page', 'Last page']) {
      await expect(pager.getByRole('button', { name })).toBeVisible();
    }
  });
});

for (const [language, pointsRight] of [
  ['en', false],
  ['ar', true],
] as const) {
  test(`the pager's "previous" arrow points to the reading start (${language})`, async ({ page }) => {
    await openInLanguage(page, language);
    await signInThroughApi(page);
    const { pages } = textsIn(language).queues.table;
    await page.goto(paths.agencies.getHref());
    const previous = page.getByRole('button', { name: pages.previous });
    // Mantine draws it pointing left; the button's and the icon's transforms together may turn it.
    const turned = await previous.evaluate((button) => {
      const matrix = (element: Element) => {
        const transform = getComputedStyle(element).transform;
        return new DOMMatrix(transform === 'none' ? undefined : transform);
      };
      return matrix(button).multiply(matrix(button.querySelector('svg')!)).a < 0;
    });
    expect(turned).toBe(pointsRight);
    const next = await page.getByRole('button', { name: pages.next }).boundingBox();
    expect((await previous.boundingBox())!.x > next!.x).toBe(pointsRight);
  });
}

test('toasts sit in a polite live region, with a named close button', async ({ page }) => {
  await page.goto(paths.login.getHref());
  // The region is in the page before the first toast (mounted once the first screen is idle), so
  // that toast is announced too.
  await expect(page.locator('.mantine-Notifications-root[role="status"][aria-live="polite"]')).toHaveCount(6);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CREDENTIALS.email);
  await page.getByLabel('Password', { exact: true }).fill('WrongPassword1');
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();

  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Invalid email or password' });
  await expect(toast).toBeVisible();
  const region = page.locator('[role="status"][aria-live="polite"]').filter({ has: toast });
  await expect(region).toHaveCount(1);
  // Polite, so never an assertive alert of its own.
  await expect(toast).not.toHaveAttribute('role', 'alert');
  await expect(toast.getByRole('button', { name: 'Close' })).toBeVisible();
});

test('text fields show a 2 px focus ring, not only a border colour', async ({ page }) => {
  await page.goto(paths.login.getHref());
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await expect(email).toHaveCSS('outline-style', 'solid');
  await expect(email).toHaveCSS('outline-width', '2px');
});

test('the password field shows the same ring, around its box with the show/hide toggle', async ({ page }) => {
  await page.goto(paths.login.getHref());
  const password = page.getByLabel('Password', { exact: true });
  await password.focus();
  // The input fills a box that also holds the toggle: the box is what shows the focus.
  const box = password.locator('..');
  await expect(box).toHaveCSS('outline-style', 'solid');
  await expect(box).toHaveCSS('outline-width', '2px');
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect(box).toHaveCSS('outline-style', 'none');
});
