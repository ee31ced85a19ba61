// Section 2's list screens: search, sort, badges, pages, the actions, and the Arabic layout.
import { paths } from '../../src/renderer/src/lib/paths';
import { QueuePage } from '../pages/queue-page';
import { apiPath, atRoute, stepUrl } from '../pages/routes';
import { AGENCY_COUNT, NEWEST, UPDATED_IN_PROGRESS } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('the Agencies list shows 10 rows a page, newest first, with coloured, translated badges', async ({
  page,
}) => {
  const queue = new QueuePage(page);
  await queue.open();
  await expect(queue.heading('Agencies')).toBeVisible();
  for (const column of ['Agency', 'State', 'Request Date', 'Location', 'Action']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(queue.rows).toHaveCount(10);
  await expect.poll(() => queue.firstNames(2)).toEqual([NEWEST.pending.name, NEWEST.inProgress.name]);

  const first = queue.row(NEWEST.pending.name);
  await expect(first).toContainText(NEWEST.pending.workEmail);
  await expect(first).toContainText('Sep 30, 2026');
  await expect(first).toContainText('Doha, Qatar');
  // Both spellings of in progress share one blue badge.
  const badges = [
    ['Blue Studio', 'Pending', 'yellow'],
    ['Falcon Studio', 'In progress', 'blue'],
    ['Desert Studio', 'In progress', 'blue'],
    ['ميديا الصحراء', 'Completed', 'green'],
    ['Pixel Studio', 'Rejected', 'red'],
  ] as const;
  for (const [name, label, colour] of badges) {
    const badge = queue.badge(name);
    await expect(badge).toHaveText(label);
    await expect(badge).toHaveCSS(
      'color',
      await page.evaluate((c) => {
        const probe = document.createElement('span');
        probe.style.color = `var(--mantine-color-${c}-light-color)`;
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      }, colour),
    );
  }

  await expect(page.getByText(`1–10 of ${AGENCY_COUNT}`)).toBeVisible();
  await queue.goToPage(5);
  await expect(queue.rows).toHaveCount(AGENCY_COUNT - 40);
  await expect(page.getByText(`41–${AGENCY_COUNT} of ${AGENCY_COUNT}`)).toBeVisible();
});

test('search finds by agency name, email, status, location and Arabic text, or shows "No data found"', async ({
  page,
}) => {
  const queue = new QueuePage(page);
  await queue.open();
  await queue.searchBox.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Search by agency name, email address, status or location',
  );

  const search = queue.searchBox;
  await expect(search).toHaveAttribute('placeholder', 'Search...');
  await search.fill('  BLUE studio ');
  await expect.poll(() => queue.firstNames(10)).toEqual(['Blue Studio']);
  await search.fill('hello@pixel-studio');
  await expect.poll(() => queue.firstNames(10)).toEqual(['Pixel Studio']);
  await search.fill('doha');
  await expect(queue.row('Blue Studio')).toBeVisible();
  await expect(queue.rows.filter({ hasNotText: /Doha/ })).toHaveCount(0);
  await search.fill('Rejected');
  await expect(queue.rows.first()).toBeVisible();
  await expect(queue.rows.filter({ hasNotText: 'Rejected' })).toHaveCount(0);
  await search.fill('الصحراء');
  await expect(queue.row('ميديا الصحراء')).toBeVisible();
  await search.fill('no agency is called this');
  await expect(page.getByText('No data found')).toBeVisible();
  await expect(queue.rows).toHaveCount(0);
});

test('the sort menu orders on Request Date and closes on an outside click and on Esc', async ({ page }) => {
  const queue = new QueuePage(page);
  await queue.open();
  const sortButton = queue.sortButton;
  await sortButton.click();
  await expect(queue.sortOption('Oldest First')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toBeHidden();

  await sortButton.click();
  // As a reviewer would: Esc once the menu is there (and has taken the focus).
  await expect(queue.sortOption('Newest First')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await sortButton.click();
  await queue.sortOption('Oldest First').click();
  await expect(sortButton).toHaveText('Oldest First');
  await expect(queue.rows.first()).toContainText('Sep 25, 2026');
  await expect(queue.row(NEWEST.pending.name)).toHaveCount(0);

  await sortButton.click();
  await queue.sortOption('Newest First').click();
  await expect.poll(() => queue.firstNames(1)).toEqual([NEWEST.pending.name]);
});

test('Start Review posts the start call with the CSRF token, refreshes the reviews and opens the profile step', async ({
  page,
  demo,
}) => {
  const queue = new QueuePage(page);
  await demo.setFaults({ latencyMs: 600, paths: '/review/start$' });
  await queue.open();
  await expect(queue.rows).toHaveCount(10);
  await demo.clearRequests();

  await queue.startReview(NEWEST.pending.name);
  await expect(queue.row(NEWEST.pending.name).getByRole('button', { name: 'Starting...' })).toBeDisabled();
  // Only the row being started says so.
  await expect(page.getByRole('button', { name: 'Starting...' })).toHaveCount(1);
  await expect(page).toHaveURL(stepUrl(NEWEST.pending, 'profile'));

  const starts = await demo.requests({ method: 'POST', path: /\/review\/start$/ });
  expect(starts.map((r) => r.path)).toEqual([apiPath('startReview', NEWEST.pending)]);
  const token = await page.evaluate(() => localStorage.getItem('rc.csrfToken'));
  expect(starts[0].headers['x-csrf-token']).toBe(token);
  await expect
    .poll(async () => (await demo.requests({ method: 'GET', path: '/agency-review-management' })).length)
    .toBeGreaterThan(0);
});

test('a double click on Start Review sends one start', async ({ page, demo }) => {
  const queue = new QueuePage(page);
  await demo.setFaults({ latencyMs: 600, paths: '/review/start$' });
  await queue.open();
  await queue.startButton(NEWEST.pending.name).dblclick();
  await expect(page).toHaveURL(stepUrl(NEWEST.pending, 'profile'));
  expect(await demo.requests({ method: 'POST', path: /\/review\/start$/ })).toHaveLength(1);
});

test('a failed start says so and stays on the list', async ({ page, demo }) => {
  const queue = new QueuePage(page);
  await queue.open();
  await demo.setFaults({ errorRate: 1, paths: '/review/start$' });
  await queue.startReview(NEWEST.pending.name);
  await expect(page.getByText('The review could not be started. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await expect(queue.startButton(NEWEST.pending.name)).toBeEnabled();
});

test('View Review links to the profile step, with source=updated only from Updated Profiles', async ({
  page,
}) => {
  const queue = new QueuePage(page);
  await queue.open();
  const agencyLink = queue.viewReviewLink(NEWEST.inProgress.name);
  await expect(agencyLink).toHaveAttribute('href', stepUrl(NEWEST.inProgress, 'profile'));

  await queue.open('updatedProfiles');
  await expect(queue.heading('Updated Profiles')).toBeVisible();
  await expect(queue.rows).toHaveCount(10);
  const updatedLink = queue.viewReviewLink(UPDATED_IN_PROGRESS.name);
  const updatedHref = stepUrl(UPDATED_IN_PROGRESS, 'profile', 'updated');
  await expect(updatedLink).toHaveAttribute('href', updatedHref);
  await updatedLink.click();
  await expect(page).toHaveURL(atRoute(updatedHref));
});

test('search, sort and page survive going into a review and back', async ({ page }) => {
  const queue = new QueuePage(page);
  await queue.open();
  await queue.search('studio');
  await queue.sortBy('Oldest First');
  await queue.goToPage(2);
  await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
  const onPageTwo = await queue.firstNames(10);

  await queue.rows.getByRole('link', { name: 'View Review' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();

  await expect(queue.searchBox).toHaveValue('studio');
  await expect(queue.sortButton).toHaveText('Oldest First');
  await expect(queue.pageButton(2)).toHaveAttribute('data-active', 'true');
  await expect.poll(() => queue.firstNames(10)).toEqual(onPageTwo);
});

test('in Arabic the list is laid out right to left with translated headers, badges and search', async ({
  page,
}) => {
  const queue = new QueuePage(page);
  await page.addInitScript(() => localStorage.setItem('rc.language', 'ar'));
  await queue.open();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(queue.heading('الوكالات')).toBeVisible();
  for (const column of ['الوكالة', 'الحالة', 'تاريخ الطلب', 'الموقع', 'الإجراء']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(queue.badge(NEWEST.pending.name)).toHaveText('معلّق');
  await expect(queue.row(NEWEST.pending.name).getByRole('button', { name: 'بدء المراجعة' })).toBeVisible();
  await queue.search('مرفوض');
  await expect(queue.row('Pixel Studio')).toBeVisible();
  await expect(queue.rows.filter({ hasNotText: 'مرفوض' })).toHaveCount(0);
});

test("a row's texts: one line each, cut with an ellipsis, the name bold, the email smaller and dimmed", async ({
  page,
}) => {
  const queue = new QueuePage(page);
  for (const [language, align] of [
    ['en', 'left'],
    ['ar', 'right'],
  ] as const) {
    await page.addInitScript((stored) => localStorage.setItem('rc.language', stored), language);
    await queue.open();
    const row = queue.row(NEWEST.pending.name);
    const name = row.getByText(NEWEST.pending.name, { exact: true });
    const email = row.getByText(NEWEST.pending.workEmail, { exact: true });
    for (const text of [name, email, row.getByText('Doha, Qatar', { exact: true })]) {
      await expect(text).toHaveCSS('white-space', 'nowrap');
      await expect(text).toHaveCSS('text-overflow', 'ellipsis');
      await expect(text).toHaveCSS('overflow', 'hidden');
      // Isolated in its own direction, aligned with the page's.
      await expect(text).toHaveAttribute('dir', 'auto');
      await expect(text).toHaveCSS('text-align', align);
    }
    await expect(name).toHaveCSS('font-weight', '600');
    await expect(name).toHaveCSS('font-size', '14px');
    await expect(email).toHaveCSS('font-size', '12px');
    await expect(email).toHaveCSS('font-weight', '400');
    // The theme's dimmed grey (gray-7, for contrast on white).
    await expect(email).toHaveCSS('color', 'rgb(73, 80, 87)');
    await expect(email).toHaveAttribute('title', NEWEST.pending.workEmail);
  }
});
