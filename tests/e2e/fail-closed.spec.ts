// Checks that fail closed: what cannot be confirmed is never sent, and a step never starts from
// defaults that would overwrite what the backend holds.
import { rereviewedAgency } from '../../src/demo-api/seed';
import { paths } from '../../src/renderer/src/lib/paths';
import { QueuePage } from '../pages/queue-page';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { reportWithConclusion, validateThroughApi } from '../pages/review-setup';
import { apiPath, atRoute, proxiedApiPath } from '../pages/routes';
import { IN_PROGRESS, UPDATED_IN_PROGRESS } from '../pages/seed-reviews';
import { Sidebar } from '../pages/sidebar';
import { Toasts } from '../pages/toasts';
import { expect, signInThroughApi, test } from './fixtures';

const CONCLUSION = 'A clear, complete profile.';
const EARLIER_NOTE = 'The tagline promises results it cannot show.';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test.describe('the conclusion', () => {
  test('is not sent when the fresh read of the review fails; the report says why, and Retry sends it once', async ({
    page,
    demo,
  }) => {
    const report = await reportWithConclusion(page, IN_PROGRESS, CONCLUSION);
    // From now on the review cannot be read: another tab may have concluded it meanwhile.
    await page.route(`**${proxiedApiPath('reviewDetails', IN_PROGRESS)}`, (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await report.submit();

    const problem = page.getByTestId('conclusion-problem');
    await expect(problem).toContainText('The conclusion was not sent');
    await expect(problem).toContainText("The review's current status could not be read");
    await expect(report.conclusionBox).toHaveValue(CONCLUSION);
    const sent = () => demo.requests({ method: 'POST', path: apiPath('submitConclusion', IN_PROGRESS) });
    expect(await sent()).toHaveLength(0);

    await page.unroute(`**${proxiedApiPath('reviewDetails', IN_PROGRESS)}`);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    expect(await sent()).toHaveLength(1);
  });

  test('a cut-off answer to a stored conclusion gives one message: submitted', async ({ page, demo }) => {
    const report = await reportWithConclusion(page, IN_PROGRESS, CONCLUSION);
    await demo.setFaults({ cutOffRate: 1, paths: '^/review-conclusion/' });
    await report.submit();

    const toasts = new Toasts(page);
    await expect(toasts.withText('Review conclusion submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await expect(toasts.withText('The conclusion was not submitted')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId('conclusion-submitted')).toBeVisible();
  });

  test('a conclusion stored before the connection dropped, with no status, is confirmed by a fresh read', async ({
    page,
  }) => {
    const report = await reportWithConclusion(page, IN_PROGRESS, CONCLUSION);
    // The backend stores it, and its answer never reaches the page.
    await page.route(/\/review-conclusion\/reviews\/[^/]+\/submit$/, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await report.submit();

    const toasts = new Toasts(page);
    await expect(toasts.withText('Review conclusion submitted successfully')).toBeVisible();
    await expect(toasts.withText('The conclusion was not submitted')).toHaveCount(0);
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  });

  test('an outcome left unknown is settled by Retry: found stored as sent, it is a success, not a second send', async ({
    page,
    demo,
  }) => {
    const report = await reportWithConclusion(page, IN_PROGRESS, CONCLUSION);
    const details = `**${proxiedApiPath('reviewDetails', IN_PROGRESS)}`;
    // Stored, its answer lost, and the review unreadable right after: nothing is known.
    await page.route(/\/review-conclusion\/reviews\/[^/]+\/submit$/, async (route) => {
      await route.fetch();
      await page.route(details, (read) => read.fulfill({ status: 503, json: {} }));
      await route.abort('connectionreset');
    });
    await report.submit();
    const problem = page.getByTestId('conclusion-problem');
    await expect(problem).toContainText('The conclusion may have been stored');

    await page.unroute(details);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(new Toasts(page).withText('Review conclusion submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await expect(new Toasts(page).withText(/concluded meanwhile/)).toHaveCount(0);
    expect(
      await demo.requests({ method: 'POST', path: apiPath('submitConclusion', IN_PROGRESS) }),
    ).toHaveLength(1);
  });

  test('is not sent on a guess: a review whose status is neither open nor concluded', async ({
    page,
    demo,
  }) => {
    const report = await reportWithConclusion(page, IN_PROGRESS, CONCLUSION);
    await page.route(`**${proxiedApiPath('reviewDetails', IN_PROGRESS)}`, (route) =>
      route.fulfill({ json: { _id: IN_PROGRESS.reviewId, status: 'archived' } }),
    );
    await report.submit();
    await expect(page.getByTestId('conclusion-problem')).toContainText('The conclusion was not sent');
    expect(
      await demo.requests({ method: 'POST', path: apiPath('submitConclusion', IN_PROGRESS) }),
    ).toHaveLength(0);
  });
});

test.describe('review identity', () => {
  // Orbit Studio: its Agencies review and its newer Updated Profiles review are both in progress, and
  // the review details (asked by agency) are of the newer one.
  const agency = rereviewedAgency(1);
  const first = { agencyId: agency.agencyId, reviewId: agency.firstReview.reviewId };
  const update = { agencyId: agency.agencyId, reviewId: agency.updateReview.reviewId };

  test("the report of a review whose details name another review shows neither that review's facts nor a form that sends", async ({
    page,
    demo,
  }) => {
    const report = new ReportPage(page);
    await validateThroughApi(page, first);
    await report.open(first);
    await expect(page.getByTestId('other-review')).toContainText('another review of this agency');
    await expect(report.reviewer).toHaveCount(0);
    await report.conclusionBox.fill(CONCLUSION);
    await expect(report.submitButton).toBeDisabled();
    await report.conclusionBox.press('Control+Enter');
    // Typed after the key and saved as a draft (300 ms later): by then any send would have gone.
    await report.conclusionBox.press('End');
    await report.conclusionBox.pressSequentially(' More.');
    const draftKey = `rc.draft.review/${first.reviewId}/report`;
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', draftKey))
      .toContain('More.');
    expect(await demo.requests({ method: 'POST', path: /^\/review-conclusion\// })).toHaveLength(0);
  });

  test('browser Back after a conclusion shows the review concluded, never the form again', async ({
    page,
    demo,
  }) => {
    const report = new ReportPage(page);
    await validateThroughApi(page, update);
    await report.open(update, 'updated');
    await report.conclusionBox.fill(CONCLUSION);
    await report.submit();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await page.goBack();
    await expect(page.getByTestId('conclusion-submitted')).toBeVisible();
    await expect(report.conclusionBox).toHaveCount(0);
    // And the other review of the agency cannot be concluded from its report either.
    await report.open(first);
    await expect(page.getByTestId('other-review')).toBeVisible();
    await expect(report.submitButton).toBeDisabled();
    expect(await demo.requests({ method: 'POST', path: /^\/review-conclusion\// })).toEqual([
      expect.objectContaining({ path: apiPath('submitConclusion', update) }),
    ]);
  });
});

test.describe('earlier results that cannot be read', () => {
  const unreadable = [
    ['a 500', { status: 500, json: { message: 'Injected server error' } }],
    ['an answer that is not a list', { status: 200, json: { data: { fieldPath: 'profile.name' } } }],
    [
      'an unknown validation status',
      { status: 200, json: { data: [{ fieldPath: 'profile.name', validationStatus: 'maybe', note: '' }] } },
    ],
  ] as const;

  for (const [name, answer] of unreadable) {
    test(`(${name}) are an error with Retry, nothing to judge and Next disabled; Retry then starts from them`, async ({
      page,
      demo,
    }) => {
      const step = new ReviewStepPage(page);
      const { profilePaths } = await validateThroughApi(page, IN_PROGRESS);
      const invalid = profilePaths[1];
      await validateThroughApi(page, IN_PROGRESS, [
        { fieldPath: invalid, validationStatus: 'invalid', note: EARLIER_NOTE },
      ]);
      const earlier = `**${proxiedApiPath('fieldValidations', IN_PROGRESS)}`;
      await page.route(earlier, (route) => route.fulfill(answer));
      await page.goto(`${paths.reviewProfile.getHref(IN_PROGRESS.agencyId, IN_PROGRESS.reviewId)}`);

      // A 500 is asked again three times first (the queries' retry policy).
      await expect(step.loadError).toContainText("This review's earlier results could not be loaded", {
        timeout: 20_000,
      });
      await expect(step.nextButton).toBeDisabled();
      await expect(step.fields).toHaveCount(0);

      await page.unroute(earlier);
      await step.loadError.getByRole('button', { name: 'Retry' }).click();
      await expect(step.radio(invalid, 'Invalid')).toBeChecked();
      await expect(step.note(invalid)).toHaveValue(EARLIER_NOTE);
      const sent = await demo.requests({ method: 'POST', path: apiPath('validateFields', IN_PROGRESS) });
      expect(sent).toHaveLength(2); // the two of the setup
    });
  }
});

test('an updated profile whose changed-field list is empty says so on each step and sends nothing', async ({
  page,
  demo,
}) => {
  const step = new ReviewStepPage(page);
  await page.route(`**${proxiedApiPath('flaggedFields', UPDATED_IN_PROGRESS)}`, (route) =>
    route.fulfill({ json: { data: [] } }),
  );
  await page.goto(
    paths.reviewProfile.getHref(UPDATED_IN_PROGRESS.agencyId, UPDATED_IN_PROGRESS.reviewId, 'updated'),
  );
  const notice = page.getByTestId('nothing-changed');
  await expect(notice).toContainText('Nothing on this step changed');
  // Every field is still listed, none of them to judge.
  await expect(step.fields.first()).toBeVisible();
  await expect(step.form().getByRole('radio')).toHaveCount(0);
  await step.next();
  await expect(step.heading('services')).toBeVisible();
  await expect(notice).toBeVisible();
  await step.next();
  await expect(new ReportPage(page).heading).toBeVisible();
  expect(await demo.requests({ method: 'POST', path: /validate-multiple-fields$/ })).toHaveLength(0);
});

test('dashboard counts that cannot be read (sent as strings) are said to be unavailable, never shown as 0', async ({
  page,
}) => {
  await page.route('**/api/agency-review-management/dashboard/stats', (route) =>
    route.fulfill({ json: { agencyTab: '17', totalUpdatedProfiles: '3' } }),
  );
  await new QueuePage(page).open('agencies');
  const sidebar = new Sidebar(page);
  for (const queue of ['Agencies', 'Updated Profiles'] as const) {
    await expect(sidebar.count(queue)).toHaveText(/^–count unavailable$/);
    await expect(sidebar.link(queue)).toHaveAccessibleName(`${queue} count unavailable`);
  }
});
