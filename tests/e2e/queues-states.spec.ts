// Section 2's list states: loading, load errors with Retry, the sample-only screen, the fallback.
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, signInThroughApi, test } from './fixtures';
import { rows } from './queues-helpers';
import { atRoute } from './routes';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('skeleton rows show while the list loads', async ({ page, demo }) => {
  await demo.setFaults({ latencyMs: 1500, paths: '^/agency-review-management$' });
  await page.goto(paths.agencies.getHref());
  await expect(page.getByTestId('queue-skeleton-row')).toHaveCount(10);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId('queue-skeleton-row')).toHaveCount(0);
});

test('a list that fails after its retries says so, and Retry reloads the page', async ({ page, demo }) => {
  test.setTimeout(60_000);
  await demo.setFaults({ errorRate: 1, paths: '^/agency-review-management$' });
  await page.goto(paths.agencies.getHref());
  // Three retries with backoff (about 7 s) come first.
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load agencies data' });
  await expect(alert).toBeVisible({ timeout: 40_000 });
  expect((await demo.requests({ method: 'GET', path: '/agency-review-management' })).length).toBe(4);

  await demo.setFaults({});
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(10);
});

test('Updated Profiles has its own load error', async ({ page, demo }) => {
  test.setTimeout(60_000);
  await demo.setFaults({ errorRate: 1, paths: '^/agency-review-management/updated-profiles$' });
  await page.goto(paths.updatedProfiles.getHref());
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to load updated profiles data' }),
  ).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('Rereview Requests shows sample rows and makes no list call', async ({ page, demo }) => {
  await demo.clearRequests();
  await page.goto(paths.rereviewRequests.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Rereview Requests' })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).locator('.mantine-Badge-root')).toHaveText([
    'Pending',
    'In progress',
    'Completed',
    'Rejected',
    'Pending',
  ]);
  expect(await demo.requests({ path: /^\/agency-review-management(\/updated-profiles)?$/ })).toEqual([]);
  expect(await demo.requests({ path: /\/review\/start$/ })).toEqual([]);
});

test('an unknown path falls back to the Agencies list', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
});
