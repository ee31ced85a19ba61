// A mutation's answer acts only on the screen that sent it: a reviewer who went elsewhere while it was
// on its way stays where they went, and a toast says it succeeded.
import type { Page } from '@playwright/test';
import { paths } from '../../src/renderer/src/lib/paths';
import { UnsavedChangesDialog } from '../pages/dialogs';
import { holdRequests } from '../pages/held-requests';
import { QueuePage } from '../pages/queue-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { reportWithConclusion, validateThroughApi } from '../pages/review-setup';
import { apiPath, atRoute, stepUrl } from '../pages/routes';
import { IN_PROGRESS, NEWEST } from '../pages/seed-reviews';
import { Sidebar } from '../pages/sidebar';
import { Toasts } from '../pages/toasts';
import { expect, signInThroughApi, test } from './fixtures';

const CONCLUSION = 'A clear, complete profile.';
const NOTE = 'The tagline promises results it cannot show.';

/** A changed profile step whose Next is held on its way while the reviewer clicks Agencies. */
async function nextThenAgencies(page: Page) {
  const step = new ReviewStepPage(page);
  const { profilePaths } = await validateThroughApi(page, IN_PROGRESS);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid(profilePaths[1], NOTE);
  const send = await holdRequests(page, 'POST', /\/validate-multiple-fields$/);
  await step.next();
  await send.arrived();
  await new Sidebar(page).openQueue('Agencies');
  return { step, profilePaths, send };
}

/** A conclusion held on its way while the reviewer clicks Updated Profiles. */
async function conclusionThenUpdatedProfiles(page: Page) {
  const report = await reportWithConclusion(page, IN_PROGRESS, CONCLUSION);
  const send = await holdRequests(page, 'POST', /\/review-conclusion\/reviews\/[^/]+\/submit$/);
  await report.submit();
  await send.arrived();
  await new Sidebar(page).openQueue('Updated Profiles');
  return { report, send };
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('Start Review answered after the reviewer left for Updated Profiles leaves them there and says it started', async ({
  page,
  demo,
}) => {
  const queue = new QueuePage(page);
  await queue.open('agencies');
  const start = await holdRequests(page, 'POST', /\/review\/start$/);
  await queue.startReview(NEWEST.pending.name);
  await start.arrived();
  await new Sidebar(page).openQueue('Updated Profiles');
  await expect(page).toHaveURL(atRoute(paths.updatedProfiles.getHref()));

  await start.release();
  const toast = new Toasts(page).withText(/has started/);
  await expect(toast).toContainText(NEWEST.pending.name);
  await expect(page).toHaveURL(atRoute(paths.updatedProfiles.getHref()));
  expect(await demo.requests({ method: 'POST', path: apiPath('startReview', NEWEST.pending) })).toHaveLength(
    1,
  );
});

test("a step's Next answered after the reviewer chose Leave does not bring them back, and says it was saved", async ({
  page,
  demo,
}) => {
  const { send } = await nextThenAgencies(page);
  await new UnsavedChangesDialog(page).leave();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));

  await send.release();
  await expect(
    new Toasts(page).withText('Your validations on the Agency Profile step were saved.'),
  ).toBeVisible();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  const sent = await demo.requests({ method: 'POST', path: apiPath('validateFields', IN_PROGRESS) });
  // One from the setup, one from Next.
  expect(sent).toHaveLength(2);
});

test('a conclusion answered after the reviewer left for Updated Profiles leaves them there, and says it was submitted', async ({
  page,
  demo,
}) => {
  const { send } = await conclusionThenUpdatedProfiles(page);
  await expect(page).toHaveURL(atRoute(paths.updatedProfiles.getHref()));

  await send.release();
  await expect(new Toasts(page).withText('Review conclusion submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(atRoute(paths.updatedProfiles.getHref()));
  expect(
    await demo.requests({ method: 'POST', path: apiPath('submitConclusion', IN_PROGRESS) }),
  ).toHaveLength(1);
});

test("a step's Next answered while Unsaved Changes is asking moves nobody; the question decides", async ({
  page,
  demo,
}) => {
  const { send } = await nextThenAgencies(page);
  const dialog = new UnsavedChangesDialog(page);
  await expect(dialog.root).toBeVisible();

  await send.release();
  await expect(
    new Toasts(page).withText('Your validations on the Agency Profile step were saved.'),
  ).toBeVisible();
  await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'profile')));
  await dialog.leave();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  expect(await demo.requests({ method: 'POST', path: apiPath('validateFields', IN_PROGRESS) })).toHaveLength(
    2,
  );
});

test("a late Next never clears the draft of the step's next visit", async ({ page }) => {
  const { step, profilePaths, send } = await nextThenAgencies(page);
  await new UnsavedChangesDialog(page).leave();
  // As a person would, Back once the queue is on screen: the router commits the queue in a
  // transition after its address, and until then the step (still dirty) holds Back.
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  // Back on the step (in the app: a reload would drop the send), the reviewer types on while the
  // first send is still on its way.
  await page.goBack();
  await step.waitFor('profile');
  const later = 'A second visit: the logo is blurred and low resolution.';
  await step.markInvalid(profilePaths[2], later);
  const draftKey = `rc.draft.review/${IN_PROGRESS.reviewId}/profile`;
  const draft = () => page.evaluate((key) => localStorage.getItem(key) ?? '', draftKey);
  await expect.poll(draft).toContain(later);

  await send.release();
  await expect(
    new Toasts(page).withText('Your validations on the Agency Profile step were saved.'),
  ).toBeVisible();
  expect(await draft()).toContain(later);
  await page.reload();
  await expect(step.note(profilePaths[2])).toHaveValue(later);
});

test('a conclusion still on its way cannot be sent again from the report opened anew', async ({
  page,
  demo,
}) => {
  const { report, send } = await conclusionThenUpdatedProfiles(page);
  // The report is gone (not merely hidden behind a pending screen) before it is opened anew.
  await expect(page.getByRole('heading', { level: 1, name: 'Updated Profiles' })).toBeVisible();
  await page.goBack();
  await expect(report.conclusionBox).toHaveValue(CONCLUSION);
  // The fresh read still says in progress: only the first send's being on its way holds this one.
  await report.submit();
  await expect.poll(() => send.count).toBe(1);
  await send.release();
  await expect(new Toasts(page).withText('Review conclusion submitted successfully')).toBeVisible();
  expect(
    await demo.requests({ method: 'POST', path: apiPath('submitConclusion', IN_PROGRESS) }),
  ).toHaveLength(1);
});
