// Section 2's list states: loading, load errors with Retry, the sample-only screen, the fallback.
import { paths } from '../../src/renderer/src/lib/paths';
import { QueuePage } from '../pages/queue-page';
import { atRoute } from '../pages/routes';
import { expect, signInThroughApi, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('skeleton rows show while the list loads', async ({ page, demo }) => {
  const queue = new QueuePage(page);
  await demo.setFaults({ latencyMs: 1500, paths: '^/agency-review-management$' });
  await queue.open();
  await expect(queue.skeletonRows).toHaveCount(10);
  await expect(queue.rows).toHaveCount(10);
  await expect(queue.skeletonRows).toHaveCount(0);
});

test("the next screens' code is fetched once the list has arrived, not while it is awaited", async ({
  page,
  demo,
}) => {
  const queue = new QueuePage(page);
  await demo.setFaults({ latencyMs: 1500, paths: '^/agency-review-management$' });
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/review-step-page-[\w-]+\.js$/.test(request.url())) seen.push('review step code');
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/api/agency-review-management') seen.push('list');
  });
  await queue.open();
  await expect(queue.rows).toHaveCount(10);
  // Prefetched all the same, once the rows are in: the next navigation need not wait for it.
  await expect.poll(() => seen).toContain('review step code');
  expect(seen.indexOf('list')).toBeGreaterThan(-1);
  expect(seen.indexOf('list')).toBeLessThan(seen.indexOf('review step code'));
});

test('a list that fails after its retries says so, and Retry reloads the page', async ({ page, demo }) => {
  const queue = new QueuePage(page);
  test.setTimeout(60_000);
  await demo.setFaults({ errorRate: 1, paths: '^/agency-review-management$' });
  await queue.open();
  // Three retries with backoff (about 7 s) come first.
  const alert = queue.loadError('Failed to load agencies data');
  await expect(alert).toBeVisible({ timeout: 40_000 });
  expect((await demo.requests({ method: 'GET', path: '/agency-review-management' })).length).toBe(4);

  await demo.setFaults({});
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(queue.rows).toHaveCount(10);
});

test('Updated Profiles has its own load error', async ({ page, demo }) => {
  test.setTimeout(60_000);
  const queue = new QueuePage(page);
  await demo.setFaults({ errorRate: 1, paths: '^/agency-review-management/updated-profiles$' });
  await queue.open('updatedProfiles');
  await expect(queue.loadError('Failed to load updated profiles data')).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('Rereview Requests shows sample rows and makes no list call', async ({ page, demo }) => {
  const queue = new QueuePage(page);
  await demo.clearRequests();
  await queue.open('rereviewRequests');
  await expect(queue.heading('Rereview Requests')).toBeVisible();
  await expect(queue.rows).toHaveCount(5);
  await expect(queue.rows.locator('[data-status]')).toHaveText([
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
  const queue = new QueuePage(page);
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await expect(queue.heading('Agencies')).toBeVisible();
  await expect(queue.rows).toHaveCount(10);
});
