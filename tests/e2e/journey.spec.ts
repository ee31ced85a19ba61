// The whole review journey in the browser: Start Review in the queue, the profile and services steps,
// the report and the conclusion, with every request's payload and the refreshed queue at the end.
import type { Page } from '@playwright/test';
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, signInThroughApi, test } from './fixtures';
import { NEWEST, row } from './queues-helpers';
import { field, fieldGroups, markInvalid, profileStepPaths, waitForStep } from './review-steps-helpers';
import { apiPath, atRoute, stepUrl } from './routes';

const REVIEW = NEWEST.pending;
const VALIDATE_PATH = apiPath('validateFields', REVIEW);
const PROFILE_NOTE = 'The bio is copied from another agency.';
const SERVICE_NOTE = 'The price range does not match the packages.';
const ADDED_TAG = 'Gulf focus';

// Four screens and five round trips per test: generous on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

const agenciesCount = (page: Page) =>
  page
    .getByTestId('sidebar')
    .getByRole('link', { name: /^Agencies/ })
    .getByTestId('nav-count');

/** The tags the step will send, read from its "Selected tags" list (shown with a leading #). */
async function selectedTags(page: Page) {
  const tags = await page
    .getByRole('list', { name: 'Selected tags' })
    .getByRole('listitem')
    .allTextContents();
  return tags.map((tag) => tag.replace(/^#/, ''));
}

for (const [state, action, badge] of [
  ['Accepted', 'accepted', 'Completed'],
  ['Rejected', 'rejected', 'Rejected'],
] as const) {
  test(`Start Review to a conclusion ${state}: every payload, the toast, and the queue one review shorter`, async ({
    page,
    demo,
  }) => {
    await signInThroughApi(page);
    const groups = await fieldGroups(page, REVIEW.agencyId);
    const profilePaths = profileStepPaths(groups);
    const servicePaths = groups.serviceFields.map((f) => f.path);
    const invalidProfilePath = profilePaths.includes('profile.bio') ? 'profile.bio' : profilePaths[0];
    const invalidServicePath = servicePaths.includes('services[0].pricing')
      ? 'services[0].pricing'
      : servicePaths[0];
    const stats = (await (
      await page.request.get('/api/agency-review-management/dashboard/stats')
    ).json()) as {
      agencyTab: number;
    };
    const openBefore = stats.agencyTab;

    // The queue: a pending review and the open count before it starts.
    await page.goto(paths.agencies.getHref());
    await expect(row(page, REVIEW.name).locator('.mantine-Badge-root')).toHaveText('Pending');
    await expect(agenciesCount(page)).toHaveText(String(openBefore));
    await demo.clearRequests();
    await row(page, REVIEW.name).getByRole('button', { name: 'Start Review' }).click();

    await expect(page).toHaveURL(stepUrl(REVIEW, 'profile'));
    const starts = await demo.requests({ method: 'POST', path: /\/review\/start$/ });
    expect(starts.map((r) => r.path)).toEqual([apiPath('startReview', REVIEW)]);
    const token = await page.evaluate(() => localStorage.getItem('rc.csrfToken'));
    expect(token).toBeTruthy();
    expect(starts[0].headers['x-csrf-token']).toBe(token);

    // The profile step: one field invalid with a padded note, the rest valid, one tag added.
    await waitForStep(page, 'Agency Profile');
    // Started is still open: the count is unchanged.
    await expect(agenciesCount(page)).toHaveText(String(openBefore));
    await markInvalid(page, invalidProfilePath, `   ${PROFILE_NOTE}   `);
    const tagInput = page.getByRole('textbox', { name: 'Tags' });
    await tagInput.fill(`  ${ADDED_TAG} `);
    await tagInput.press('Enter');
    await expect(page.getByRole('list', { name: 'Selected tags' }).getByRole('listitem').last()).toHaveText(
      `#${ADDED_TAG}`,
    );
    const profileTags = await selectedTags(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(stepUrl(REVIEW, 'services'));
    await waitForStep(page, 'Agency Services');
    const [profilePost] = await demo.requests({ method: 'POST', path: VALIDATE_PATH });
    expect(profilePost.headers['x-csrf-token']).toBe(token);
    expect(profilePost.body).toEqual({
      fields: profilePaths.map((fieldPath) =>
        fieldPath === invalidProfilePath
          ? { fieldPath, validationStatus: 'invalid', note: PROFILE_NOTE }
          : { fieldPath, validationStatus: 'valid', note: '' },
      ),
      tags: profileTags,
    });
    expect(profileTags).toContain(ADDED_TAG);

    // The services step: one service field invalid.
    await expect(field(page, invalidServicePath)).toBeVisible();
    await markInvalid(page, invalidServicePath, SERVICE_NOTE);
    const serviceTags = await selectedTags(page);
    expect(serviceTags.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(stepUrl(REVIEW, 'report'));
    const posts = await demo.requests({ method: 'POST', path: VALIDATE_PATH });
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toEqual({
      fields: servicePaths.map((fieldPath) =>
        fieldPath === invalidServicePath
          ? { fieldPath, validationStatus: 'invalid', note: SERVICE_NOTE }
          : { fieldPath, validationStatus: 'valid', note: '' },
      ),
      tags: serviceTags,
    });

    // The report lists both steps' validations, the invalid ones with their notes.
    await expect(page.getByRole('heading', { level: 1, name: 'Review Report' })).toBeVisible();
    const validations = page.getByRole('table', { name: 'Field validations' }).locator('tbody tr');
    await expect(validations).toHaveCount(profilePaths.length + servicePaths.length);
    const invalidRows = validations.filter({ has: page.getByRole('img', { name: 'Invalid' }) });
    await expect(invalidRows).toHaveCount(2);
    await expect(invalidRows.filter({ hasText: invalidProfilePath })).toContainText(PROFILE_NOTE);
    await expect(invalidRows.filter({ hasText: invalidServicePath })).toContainText(SERVICE_NOTE);

    // The conclusion.
    await expect(page.getByRole('radio', { name: 'Accepted' })).toBeChecked();
    if (state === 'Rejected') await page.getByText('Rejected', { exact: true }).click();
    await expect(page.getByRole('radio', { name: state })).toBeChecked();
    await page
      .getByRole('textbox', { name: 'Anonymous Conclusion' })
      .fill(`  ${state} after the full journey. `);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await expect(page.getByText('Review conclusion submitted successfully')).toBeVisible();
    const conclusions = await demo.requests({ method: 'POST', path: /^\/review-conclusion\// });
    expect(conclusions.map((r) => [r.path, r.body])).toEqual([
      [apiPath('submitConclusion', REVIEW), { action, conclusion: `${state} after the full journey.` }],
    ]);
    expect(conclusions[0].headers['x-csrf-token']).toBe(token);

    // The queue refreshed: one open review fewer, and the row shows how it ended.
    await expect(agenciesCount(page)).toHaveText(String(openBefore - 1));
    await expect(row(page, REVIEW.name).locator('.mantine-Badge-root')).toHaveText(badge);
    await expect(row(page, REVIEW.name).getByRole('button', { name: 'Start Review' })).toHaveCount(0);
  });
}
