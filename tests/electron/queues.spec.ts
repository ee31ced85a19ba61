// The Agencies queue in the desktop app: search by a seeded agency's name, sort Oldest First, and
// Start Review on a pending row (one start call at the demo API, then the profile step).
import { navigateInApp } from '../pages/navigation';
import { QueuePage } from '../pages/queue-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { apiPath, atRoute, stepUrl } from '../pages/routes';
import { signInThroughBridge } from './desktop-helpers';
import { expect, test } from './fixtures';

// Every test here reads the demo seed's rows, so the hook asks for the seed (and skips without it).
test.beforeEach(async ({ seed, credentials, page }) => {
  await signInThroughBridge(page, credentials);
  const queue = new QueuePage(page, navigateInApp);
  await queue.open();
  await expect(queue.heading('Agencies')).toBeVisible({ timeout: 30_000 });
  await expect(queue.rows).toHaveCount(10);
  await expect(queue.row(seed.newest.pending.name)).toHaveCount(1);
});

test('search finds a seeded agency by its name', async ({ seed, page }) => {
  const queue = new QueuePage(page);
  await queue.search(seed.newest.inProgress.name);
  await expect.poll(() => queue.firstNames(10)).toEqual([seed.newest.inProgress.name]);

  await queue.search('no agency is called this');
  await expect(page.getByText('No data found')).toBeVisible();
  await expect(queue.rows).toHaveCount(0);
});

test('Oldest First changes the first row', async ({ seed, page }) => {
  const { newest } = seed;
  const queue = new QueuePage(page);
  await expect.poll(() => queue.firstNames(1)).toEqual([newest.pending.name]);
  await queue.sortBy('Oldest First');
  await expect(queue.sortButton).toHaveText('Oldest First');
  await expect.poll(() => queue.firstNames(1)).not.toEqual([newest.pending.name]);
  await expect(queue.row(newest.pending.name)).toHaveCount(0);

  await queue.sortBy('Newest First');
  await expect.poll(() => queue.firstNames(1)).toEqual([newest.pending.name]);
});

test('Start Review on a pending row posts one start and opens the profile step', async ({
  seed,
  demo,
  page,
}) => {
  const { newest } = seed;
  const queue = new QueuePage(page);
  await expect(queue.badge(newest.pending.name)).toHaveText('Pending');
  await demo.clearRequests();

  await queue.startReview(newest.pending.name);
  await expect(page).toHaveURL(atRoute(stepUrl(newest.pending, 'profile')));
  await new ReviewStepPage(page).waitFor('profile');

  const starts = await demo.requests({ method: 'POST', path: /\/review\/start$/ });
  expect(starts.map((r) => r.path)).toEqual([apiPath('startReview', newest.pending)]);
  // Main's client keeps the CSRF token on the desktop and sends it with every POST.
  expect(starts[0].headers['x-csrf-token']).toBeTruthy();
});
