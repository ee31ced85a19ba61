// Issue 6: nothing a reviewer types in a step is ever lost: reloads, leaving through the sidebar,
// a 401 in the middle of the review, a failed submit. Drafts go when the step is submitted or the
// reviewer chooses Leave, and a submit is sent once.
import type { Page } from '@playwright/test';
import { paths } from '../../src/renderer/src/lib/paths';
import { UnsavedChangesDialog } from '../pages/dialogs';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { Sidebar } from '../pages/sidebar';
import { SignInPage } from '../pages/sign-in-page';
import { expect, signInThroughApi, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

const NOTE = 'The bio was copied from another agency.';

/** Waits until the debounced draft has been written (local storage in web mode). */
async function draftSaved(page: Page, step: 'profile' | 'services', text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (key) => localStorage.getItem(key) ?? '',
        `rc.draft.review/${IN_PROGRESS.reviewId}/${step}`,
      ),
    )
    .toContain(text);
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('the notes survive a reload of the step', async ({ page }) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.bio', NOTE);
  await page.reload();
  await expect(step.note('profile.bio')).toHaveValue(NOTE);
  await expect(step.radio('profile.bio', 'Invalid')).toBeChecked();
});

test('leaving through the sidebar asks first: Stay keeps the notes, Leave drops them', async ({ page }) => {
  const step = new ReviewStepPage(page);
  const unsaved = new UnsavedChangesDialog(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.bio', NOTE);
  await draftSaved(page, 'profile', NOTE);
  const sidebarLink = new Sidebar(page).link('Updated Profiles');

  await sidebarLink.click();
  await unsaved.stay();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'profile'));
  await expect(step.note('profile.bio')).toHaveValue(NOTE);

  await sidebarLink.click();
  await unsaved.leave();
  await expect(page).toHaveURL(atRoute(paths.updatedProfiles.getHref()));
  expect(
    await page.evaluate(
      (key) => localStorage.getItem(key),
      `rc.draft.review/${IN_PROGRESS.reviewId}/profile`,
    ),
  ).toBeNull();
  await page.goBack();
  await step.waitFor('profile');
  await expect(step.radio('profile.bio', 'Valid')).toBeChecked();
});

test('after a 401 mid-review and signing in again, the reviewer is back on the step with the notes', async ({
  page,
  demo,
}) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'services');
  const path = await step.fields.first().getAttribute('data-field-path');
  await step.markInvalid(path!, NOTE);
  await draftSaved(page, 'services', NOTE);

  await demo.expireSessions();
  await step.next();
  await expect(page).toHaveURL(atRoute(paths.login.getHref()));

  await new SignInPage(page).signIn();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'services'));
  await step.waitFor('services');
  await expect(step.note(path!)).toHaveValue(NOTE);
});

test('a failed submit keeps the draft; a successful one clears it', async ({ page, demo }) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.bio', NOTE);
  await demo.setFaults({ errorRate: 1, paths: 'validate-multiple-fields' });
  await step.next();
  await expect(page.getByText('The validation could not be saved. Please try again.')).toBeVisible();
  await page.reload();
  await expect(step.note('profile.bio')).toHaveValue(NOTE);

  await demo.setFaults({});
  await step.next();
  await step.waitFor('services');
  const key = `rc.draft.review/${IN_PROGRESS.reviewId}/profile`;
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});

test('choosing Leave drops the draft, as the dialog says', async ({ page }) => {
  const step = new ReviewStepPage(page);
  const unsaved = new UnsavedChangesDialog(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.bio', NOTE);
  await draftSaved(page, 'profile', NOTE);
  await step.back();
  await unsaved.leave();
  await expect(page).toHaveURL(paths.agencies.getHref());

  await step.open(IN_PROGRESS, 'profile');
  await expect(step.radio('profile.bio', 'Valid')).toBeChecked();
});

test('Next is sent once, even on a double click', async ({ page, demo }) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.bio', NOTE);
  await demo.setFaults({ latencyMs: 800, paths: 'validate-multiple-fields' });
  await step.nextButton.dblclick();
  await page.keyboard.press('Enter');
  await step.waitFor('services');
  expect(await demo.requests({ method: 'POST', path: /validate-multiple-fields$/ })).toHaveLength(1);
});

test('two tabs on one step: the draft keeps what each typed, field by field', async ({ page, context }) => {
  const step = new ReviewStepPage(page);
  const second = await context.newPage();
  const secondStep = new ReviewStepPage(second);
  await step.open(IN_PROGRESS, 'profile');
  await secondStep.open(IN_PROGRESS, 'profile');
  const other = 'The name is not the registered one.';

  // The second tab opened before the first one wrote anything, so its form has none of it.
  await step.markInvalid('profile.bio', NOTE);
  await draftSaved(page, 'profile', NOTE);
  await secondStep.markInvalid('profile.name', other);
  await draftSaved(second, 'profile', other);
  await draftSaved(second, 'profile', NOTE);

  await page.reload();
  await step.waitFor('profile');
  await expect(step.note('profile.bio')).toHaveValue(NOTE);
  await expect(step.note('profile.name')).toHaveValue(other);
});
