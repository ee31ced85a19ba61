// Section 2's list screens: search, sort, badges, pages, the actions, and the Arabic layout.
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, signInThroughApi, test } from './fixtures';
import { AGENCY_COUNT, firstNames, NEWEST, row, rows, searchBox } from './queues-helpers';
import { UPDATED_IN_PROGRESS } from './review-steps-helpers';
import { apiPath, atRoute, stepUrl } from './routes';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('the Agencies list shows 10 rows a page, newest first, with coloured, translated badges', async ({
  page,
}) => {
  await page.goto(paths.agencies.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  for (const column of ['Agency', 'State', 'Request Date', 'Location', 'Action']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(rows(page)).toHaveCount(10);
  await expect.poll(() => firstNames(page, 2)).toEqual([NEWEST.pending.name, NEWEST.inProgress.name]);

  const first = row(page, NEWEST.pending.name);
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
    const badge = row(page, name).locator('.mantine-Badge-root');
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
  await page.getByRole('button', { name: 'Page 5', exact: true }).click();
  await expect(rows(page)).toHaveCount(AGENCY_COUNT - 40);
  await expect(page.getByText(`41–${AGENCY_COUNT} of ${AGENCY_COUNT}`)).toBeVisible();
});

test('search finds by agency name, email, status, location and Arabic text, or shows "No data found"', async ({
  page,
}) => {
  await page.goto(paths.agencies.getHref());
  await searchBox(page).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Search by agency name, email address, status or location',
  );

  const search = searchBox(page);
  await expect(search).toHaveAttribute('placeholder', 'Search...');
  await search.fill('  BLUE studio ');
  await expect.poll(() => firstNames(page, 10)).toEqual(['Blue Studio']);
  await search.fill('hello@pixel-studio');
  await expect.poll(() => firstNames(page, 10)).toEqual(['Pixel Studio']);
  await search.fill('doha');
  await expect(row(page, 'Blue Studio')).toBeVisible();
  await expect(rows(page).filter({ hasNotText: /Doha/ })).toHaveCount(0);
  await search.fill('Rejected');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'Rejected' })).toHaveCount(0);
  await search.fill('الصحراء');
  await expect(row(page, 'ميديا الصحراء')).toBeVisible();
  await search.fill('no agency is called this');
  await expect(page.getByText('No data found')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('the sort menu orders on Request Date and closes on an outside click and on Esc', async ({ page }) => {
  await page.goto(paths.agencies.getHref());
  const sortButton = page.getByRole('button', { name: /Sort by Request Date/ });
  await sortButton.click();
  await expect(page.getByRole('menuitemradio', { name: 'Oldest First' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toBeHidden();

  await sortButton.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await sortButton.click();
  await page.getByRole('menuitemradio', { name: 'Oldest First' }).click();
  await expect(sortButton).toHaveText('Oldest First');
  await expect(rows(page).first()).toContainText('Sep 25, 2026');
  await expect(row(page, NEWEST.pending.name)).toHaveCount(0);

  await sortButton.click();
  await page.getByRole('menuitemradio', { name: 'Newest First' }).click();
  await expect.poll(() => firstNames(page, 1)).toEqual([NEWEST.pending.name]);
});

test('Start Review posts the start call with the CSRF token, refreshes the reviews and opens the profile step', async ({
  page,
  demo,
}) => {
  await demo.setFaults({ latencyMs: 600, paths: '/review/start$' });
  await page.goto(paths.agencies.getHref());
  await expect(rows(page)).toHaveCount(10);
  await demo.clearRequests();

  await row(page, NEWEST.pending.name).getByRole('button', { name: 'Start Review' }).click();
  await expect(row(page, NEWEST.pending.name).getByRole('button', { name: 'Starting...' })).toBeDisabled();
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
  await demo.setFaults({ latencyMs: 600, paths: '/review/start$' });
  await page.goto(paths.agencies.getHref());
  await row(page, NEWEST.pending.name).getByRole('button', { name: 'Start Review' }).dblclick();
  await expect(page).toHaveURL(stepUrl(NEWEST.pending, 'profile'));
  expect(await demo.requests({ method: 'POST', path: /\/review\/start$/ })).toHaveLength(1);
});

test('a failed start says so and stays on the list', async ({ page, demo }) => {
  await page.goto(paths.agencies.getHref());
  await demo.setFaults({ errorRate: 1, paths: '/review/start$' });
  await row(page, NEWEST.pending.name).getByRole('button', { name: 'Start Review' }).click();
  await expect(page.getByText('The review could not be started. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await expect(row(page, NEWEST.pending.name).getByRole('button', { name: 'Start Review' })).toBeEnabled();
});

test('View Review links to the profile step, with source=updated only from Updated Profiles', async ({
  page,
}) => {
  await page.goto(paths.agencies.getHref());
  const agencyLink = row(page, NEWEST.inProgress.name).getByRole('link', { name: 'View Review' });
  await expect(agencyLink).toHaveAttribute('href', stepUrl(NEWEST.inProgress, 'profile'));

  await page.goto(paths.updatedProfiles.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Updated Profiles' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const updatedLink = row(page, UPDATED_IN_PROGRESS.name).getByRole('link', { name: 'View Review' });
  const updatedHref = stepUrl(UPDATED_IN_PROGRESS, 'profile', 'updated');
  await expect(updatedLink).toHaveAttribute('href', updatedHref);
  await updatedLink.click();
  await expect(page).toHaveURL(atRoute(updatedHref));
});

test('search, sort and page survive going into a review and back', async ({ page }) => {
  await page.goto(paths.agencies.getHref());
  await searchBox(page).fill('studio');
  await page.getByRole('button', { name: /Sort by Request Date/ }).click();
  await page.getByRole('menuitemradio', { name: 'Oldest First' }).click();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
  const onPageTwo = await firstNames(page, 10);

  await rows(page).getByRole('link', { name: 'View Review' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();

  await expect(searchBox(page)).toHaveValue('studio');
  await expect(page.getByRole('button', { name: /Sort by Request Date/ })).toHaveText('Oldest First');
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'data-active',
    'true',
  );
  await expect.poll(() => firstNames(page, 10)).toEqual(onPageTwo);
});

test('in Arabic the list is laid out right to left with translated headers, badges and search', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('rc.language', 'ar'));
  await page.goto(paths.agencies.getHref());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الوكالات' })).toBeVisible();
  for (const column of ['الوكالة', 'الحالة', 'تاريخ الطلب', 'الموقع', 'الإجراء']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(row(page, NEWEST.pending.name).locator('.mantine-Badge-root')).toHaveText('معلّق');
  await expect(row(page, NEWEST.pending.name).getByRole('button', { name: 'بدء المراجعة' })).toBeVisible();
  await searchBox(page).fill('مرفوض');
  await expect(row(page, 'Pixel Studio')).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'مرفوض' })).toHaveCount(0);
});
