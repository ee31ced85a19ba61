// Issue 6: nothing a reviewer types in a step is ever lost: reloads, leaving through the sidebar,
// a 401 in the middle of the review, a failed submit. Drafts go when the step is submitted or the
// reviewer chooses Leave, and a submit is sent once.
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, signInThroughApi, test } from './fixtures';
import { IN_PROGRESS, field, markInvalid, openStep, waitForStep } from './review-steps-helpers';
import { atRoute, stepUrl } from './routes';

test.describe.configure({ timeout: 60_000 });

const NOTE = 'The bio was copied from another agency.';
const note = (page: Page, path: string) => field(page, path).getByRole('textbox', { name: 'Note' });

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
  await openStep(page, stepUrl(IN_PROGRESS, 'profile'));
  await markInvalid(page, 'profile.bio', NOTE);
  await page.reload();
  await expect(note(page, 'profile.bio')).toHaveValue(NOTE);
  await expect(field(page, 'profile.bio').getByRole('radio', { name: 'Invalid' })).toBeChecked();
});

test('leaving through the sidebar asks first: Stay keeps the notes, Leave drops them', async ({ page }) => {
  await openStep(page, stepUrl(IN_PROGRESS, 'profile'));
  await markInvalid(page, 'profile.bio', NOTE);
  await draftSaved(page, 'profile', NOTE);
  const sidebarLink = page.getByTestId('sidebar').getByRole('link', { name: /Updated Profiles/ });
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });

  await sidebarLink.click();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'profile'));
  await expect(note(page, 'profile.bio')).toHaveValue(NOTE);

  await sidebarLink.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(atRoute(paths.updatedProfiles.getHref()));
  expect(
    await page.evaluate(
      (key) => localStorage.getItem(key),
      `rc.draft.review/${IN_PROGRESS.reviewId}/profile`,
    ),
  ).toBeNull();
  await page.goBack();
  await waitForStep(page, 'Agency Profile');
  await expect(field(page, 'profile.bio').getByRole('radio', { name: 'Valid', exact: true })).toBeChecked();
});

test('after a 401 mid-review and signing in again, the reviewer is back on the step with the notes', async ({
  page,
  demo,
}) => {
  await openStep(page, stepUrl(IN_PROGRESS, 'services'));
  const path = await page.locator('[data-field-path]').first().getAttribute('data-field-path');
  await markInvalid(page, path!, NOTE);
  await draftSaved(page, 'services', NOTE);

  await demo.expireSessions();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(atRoute(paths.login.getHref()));

  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CREDENTIALS.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'services'));
  await waitForStep(page, 'Agency Services');
  await expect(note(page, path!)).toHaveValue(NOTE);
});

test('a failed submit keeps the draft; a successful one clears it', async ({ page, demo }) => {
  await openStep(page, stepUrl(IN_PROGRESS, 'profile'));
  await markInvalid(page, 'profile.bio', NOTE);
  await demo.setFaults({ errorRate: 1, paths: 'validate-multiple-fields' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The validation could not be saved. Please try again.')).toBeVisible();
  await page.reload();
  await expect(note(page, 'profile.bio')).toHaveValue(NOTE);

  await demo.setFaults({});
  await page.getByRole('button', { name: 'Next' }).click();
  await waitForStep(page, 'Agency Services');
  const key = `rc.draft.review/${IN_PROGRESS.reviewId}/profile`;
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});

test('choosing Leave drops the draft, as the dialog says', async ({ page }) => {
  await openStep(page, stepUrl(IN_PROGRESS, 'profile'));
  await markInvalid(page, 'profile.bio', NOTE);
  await draftSaved(page, 'profile', NOTE);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(paths.agencies.getHref());

  await openStep(page, stepUrl(IN_PROGRESS, 'profile'));
  await expect(field(page, 'profile.bio').getByRole('radio', { name: 'Valid', exact: true })).toBeChecked();
});

test('Next is sent once, even on a double click', async ({ page, demo }) => {
  await openStep(page, stepUrl(IN_PROGRESS, 'profile'));
  await markInvalid(page, 'profile.bio', NOTE);
  await demo.setFaults({ latencyMs: 800, paths: 'validate-multiple-fields' });
  await page.getByRole('button', { name: 'Next' }).dblclick();
  await page.keyboard.press('Enter');
  await waitForStep(page, 'Agency Services');
  expect(await demo.requests({ method: 'POST', path: /validate-multiple-fields$/ })).toHaveLength(1);
});

test('two tabs on one step: the draft keeps what each typed, field by field', async ({ page, context }) => {
  const second = await context.newPage();
  await openStep(page, stepUrl(IN_PROGRESS, 'profile'));
  await openStep(second, stepUrl(IN_PROGRESS, 'profile'));
  const other = 'The name is not the registered one.';

  // The second tab opened before the first one wrote anything, so its form has none of it.
  await markInvalid(page, 'profile.bio', NOTE);
  await draftSaved(page, 'profile', NOTE);
  await markInvalid(second, 'profile.name', other);
  await draftSaved(second, 'profile', other);
  await draftSaved(second, 'profile', NOTE);

  await page.reload();
  await waitForStep(page, 'Agency Profile');
  await expect(note(page, 'profile.bio')).toHaveValue(NOTE);
  await expect(note(page, 'profile.name')).toHaveValue(other);
});
