// The whole review journey in the browser: Start Review in the queue, the profile and services steps,
// the report and the conclusion, with every request's payload and the refreshed queue at the end.
import { paths } from '../../src/renderer/src/lib/paths';
import { QueuePage } from '../pages/queue-page';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { apiPath, atRoute, stepUrl } from '../pages/routes';
import { NEWEST } from '../pages/seed-reviews';
import { Sidebar } from '../pages/sidebar';
import { expect, signInThroughApi, test } from './fixtures';
import { fieldGroups, profileStepPaths } from './review-steps-helpers';

const REVIEW = NEWEST.pending;
const VALIDATE_PATH = apiPath('validateFields', REVIEW);
const PROFILE_NOTE = 'The bio is copied from another agency.';
const SERVICE_NOTE = 'The price range does not match the packages.';
const ADDED_TAG = 'Gulf focus';

// Four screens and five round trips per test: generous on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const [state, action, badge] of [
  ['Accepted', 'accepted', 'Completed'],
  ['Rejected', 'rejected', 'Rejected'],
] as const) {
  test(`Start Review to a conclusion ${state}: every payload, the toast, and the queue one review shorter`, async ({
    page,
    demo,
  }) => {
    const step = new ReviewStepPage(page);
    const report = new ReportPage(page);
    const sidebar = new Sidebar(page);
    const queue = new QueuePage(page);
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
    await queue.open();
    await expect(queue.badge(REVIEW.name)).toHaveText('Pending');
    await expect(sidebar.count('Agencies')).toHaveText(String(openBefore));
    await demo.clearRequests();
    await queue.startReview(REVIEW.name);

    await expect(page).toHaveURL(stepUrl(REVIEW, 'profile'));
    const starts = await demo.requests({ method: 'POST', path: /\/review\/start$/ });
    expect(starts.map((r) => r.path)).toEqual([apiPath('startReview', REVIEW)]);
    const token = await page.evaluate(() => localStorage.getItem('rc.csrfToken'));
    expect(token).toBeTruthy();
    expect(starts[0].headers['x-csrf-token']).toBe(token);

    // The profile step: one field invalid with a padded note, the rest valid, one tag added.
    await step.waitFor('profile');
    // Started is still open: the count is unchanged.
    await expect(sidebar.count('Agencies')).toHaveText(String(openBefore));
    await step.markInvalid(invalidProfilePath, `   ${PROFILE_NOTE}   `);
    await step.addTag(`  ${ADDED_TAG} `);
    await expect(step.tags.last()).toHaveText(`#${ADDED_TAG}`);
    const profileTags = await step.selectedTags();
    await step.next();

    await expect(page).toHaveURL(stepUrl(REVIEW, 'services'));
    await step.waitFor('services');
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
    await expect(step.field(invalidServicePath)).toBeVisible();
    await step.markInvalid(invalidServicePath, SERVICE_NOTE);
    const serviceTags = await step.selectedTags();
    expect(serviceTags.length).toBeGreaterThan(0);
    await step.next();

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
    await expect(report.heading).toBeVisible();
    const validations = report.validations;
    await expect(validations).toHaveCount(profilePaths.length + servicePaths.length);
    const invalidRows = report.invalidValidations;
    await expect(invalidRows).toHaveCount(2);
    await expect(invalidRows.filter({ hasText: invalidProfilePath })).toContainText(PROFILE_NOTE);
    await expect(invalidRows.filter({ hasText: invalidServicePath })).toContainText(SERVICE_NOTE);

    // The conclusion.
    await expect(report.stateRadio('Accepted')).toBeChecked();
    if (state === 'Rejected') await report.chooseState('Rejected');
    await expect(report.stateRadio(state)).toBeChecked();
    await report.conclude(`  ${state} after the full journey. `);

    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await expect(page.getByText('Review conclusion submitted successfully')).toBeVisible();
    const conclusions = await demo.requests({ method: 'POST', path: /^\/review-conclusion\// });
    expect(conclusions.map((r) => [r.path, r.body])).toEqual([
      [apiPath('submitConclusion', REVIEW), { action, conclusion: `${state} after the full journey.` }],
    ]);
    expect(conclusions[0].headers['x-csrf-token']).toBe(token);

    // The queue refreshed: one open review fewer, and the row shows how it ended.
    await expect(sidebar.count('Agencies')).toHaveText(String(openBefore - 1));
    await expect(queue.badge(REVIEW.name)).toHaveText(badge);
    await expect(queue.startButton(REVIEW.name)).toHaveCount(0);
  });
}
