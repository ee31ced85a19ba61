// The report screen: the review's summary, every field validation, and the conclusion (sent once,
// kept as a draft until the server accepts it).
import type { Page } from '@playwright/test';
import { DEMO_REVIEWER } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { apiPath, atRoute, proxiedApiPath, stepUrl } from '../pages/routes';
import { NEWEST } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

// The newest seeded agency review is pending: each test starts it and validates two fields.
const REVIEW = NEWEST.pending;
const REPORT = stepUrl(REVIEW, 'report');
const DRAFT_KEY = `rc.draft.review/${REVIEW.reviewId}/report`;
const INVALID_NOTE = 'The tagline promises results it cannot show.';

async function startReviewWithValidations(page: Page) {
  await signInThroughApi(page);
  const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': csrfToken };
  const start = await page.request.post(proxiedApiPath('startReview', REVIEW), { headers });
  expect(start.status()).toBe(200);
  const fields = (await (
    await page.request.get(proxiedApiPath('validationFields', REVIEW), { headers })
  ).json()) as { profileFields: { path: string }[] };
  const [validPath, invalidPath] = fields.profileFields.map((field) => field.path);
  const validated = await page.request.post(proxiedApiPath('validateFields', REVIEW), {
    headers,
    data: {
      fields: [
        { fieldPath: validPath, validationStatus: 'valid', note: '' },
        { fieldPath: invalidPath, validationStatus: 'invalid', note: INVALID_NOTE },
      ],
      tags: ['Creative'],
    },
  });
  expect(validated.status()).toBe(200);
  const details = (await (
    await page.request.get(proxiedApiPath('reviewDetails', REVIEW), { headers })
  ).json()) as { startedAt: string; agencyId: { profile: { name: string } } };
  return { validPath, invalidPath, startedAt: details.startedAt, agencyName: details.agencyId.profile.name };
}

test.describe('the report', () => {
  test('shows the reviewer, the start date, the agency and every field validation', async ({ page }) => {
    const report = new ReportPage(page);
    const review = await startReviewWithValidations(page);
    await report.open(REVIEW, 'updated');

    await expect(report.heading).toBeVisible();
    await expect(report.reviewer).toHaveText(`${DEMO_REVIEWER.firstName} ${DEMO_REVIEWER.lastName}`);
    await expect(report.agency).toHaveText(review.agencyName);
    const startDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(review.startedAt));
    await expect(report.startedAt).toHaveText(startDate);

    const rows = report.validations;
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('img', { name: 'Valid' })).toBeVisible();
    await expect(rows.nth(0)).toContainText(review.validPath);
    await expect(rows.nth(0)).toContainText('No note');
    await expect(rows.nth(1).getByRole('img', { name: 'Invalid' })).toBeVisible();
    await expect(rows.nth(1)).toContainText(review.invalidPath);
    await expect(rows.nth(1)).toContainText(INVALID_NOTE);

    await expect(report.stateRadio('Accepted')).toBeChecked();
    await expect(report.backLink).toHaveAttribute('href', stepUrl(REVIEW, 'services', 'updated'));
  });

  test('a validation leads back to its field in its step, in the app (no reload), by click or Enter', async ({
    page,
  }) => {
    const report = new ReportPage(page);
    const review = await startReviewWithValidations(page);
    await report.open(REVIEW);
    // Set on this document: a full page load (a link the router did not take) would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const sameDocument = () => page.evaluate(() => '__sameDocument' in window);

    await report.validations.nth(1).getByRole('link').click();
    const step = new ReviewStepPage(page);
    await step.waitFor('profile');
    await expect(step.currentField).toHaveAttribute('data-field-path', review.invalidPath);
    await expect(step.fieldControl(review.invalidPath)).toBeFocused();
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await expect(report.heading).toBeVisible();
    await report.validations.nth(0).getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(step.currentField).toHaveAttribute('data-field-path', review.validPath);
    expect(await sameDocument()).toBe(true);
  });

  for (const [state, action] of [
    ['Accepted', 'accepted'],
    ['Rejected', 'rejected'],
  ] as const) {
    test(`submits ${state}: the exact payload, a toast, and back to the Agencies list`, async ({
      page,
      demo,
    }) => {
      const report = new ReportPage(page);
      await startReviewWithValidations(page);
      await report.open(REVIEW);
      await report.conclude(`  ${state} after a full review.  `, state);

      await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
      await expect(page.getByText('Review conclusion submitted successfully')).toBeVisible();
      const sent = await demo.requests({ method: 'POST', path: /review-conclusion/ });
      expect(sent.map((request) => [request.path, request.body])).toEqual([
        [apiPath('submitConclusion', REVIEW), { action, conclusion: `${state} after a full review.` }],
      ]);
      expect(sent[0].headers['x-csrf-token']).toBeTruthy();
      // The whole review's drafts go once the server accepted the conclusion.
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    });
  }

  test('never sends a blank conclusion: Submit is disabled and the alert explains why', async ({
    page,
    demo,
  }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Please provide a conclusion before submitting.' });

    await expect(report.submitButton).toBeDisabled();
    await expect(alert).toBeHidden();
    await report.conclusionBox.fill('   \n  ');
    await report.conclusionBox.press('Control+Enter');
    await expect(alert).toBeVisible();
    await expect(report.submitButton).toBeDisabled();

    await report.conclusionBox.fill('Now there is a conclusion.');
    await expect(alert).toBeHidden();
    await expect(report.submitButton).toBeEnabled();
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toEqual([]);
  });

  test('keeps the conclusion and the state as a draft through a reload', async ({ page }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    await report.chooseState('Rejected');
    await report.conclusionBox.fill('Half-written conclusion');
    // Reloading at once: the draft is written when the page hides, not only after the debounce.
    await page.reload();

    await expect(report.conclusionBox).toHaveValue('Half-written conclusion');
    await expect(report.stateRadio('Rejected')).toBeChecked();
  });

  test('keeps the text after a server error, says so, and a later submit works', async ({ page, demo }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    await demo.setFaults({ errorRate: 1, paths: 'review-conclusion' });
    await report.conclude('Submitted through a failing server.');

    await expect(page.getByText('The conclusion was not submitted')).toBeVisible();
    await expect(page).toHaveURL(atRoute(REPORT));
    await expect(report.conclusionBox).toHaveValue('Submitted through a failing server.');
    await page.reload();
    await expect(report.conclusionBox).toHaveValue('Submitted through a failing server.');

    await demo.setFaults({});
    await report.submit();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    const sent = await demo.requests({ method: 'POST', path: /review-conclusion/ });
    expect(sent.map((request) => request.body)).toEqual([
      { action: 'accepted', conclusion: 'Submitted through a failing server.' },
      { action: 'accepted', conclusion: 'Submitted through a failing server.' },
    ]);
  });

  test('sends one request for a double click', async ({ page, demo }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    await demo.setFaults({ latencyMs: 1000, paths: 'review-conclusion' });
    await report.conclusionBox.fill('Clicked impatiently.');
    await demo.clearRequests();
    // A double click's events in one task: both clicks reach the form before React renders the
    // button busy, so only the submit-once guard can drop the second (dblclick()'s second click
    // lands on a button already busy, and would pass without the guard).
    await report.submitButton.evaluate((button: HTMLButtonElement) => {
      for (const detail of [1, 2]) {
        for (const type of ['mousedown', 'mouseup', 'click']) {
          button.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, detail }));
        }
      }
      button.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true, detail: 2 }));
    });

    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    // Counted once the Agencies list has asked for its rows: a second submit would have posted by then.
    await expect
      .poll(async () => (await demo.requests({ method: 'GET', path: apiPath('agencyReviews') })).length)
      .toBeGreaterThan(0);
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('sends one request for clicks and Enter presses faster than the screen updates', async ({
    page,
    demo,
  }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    await demo.setFaults({ latencyMs: 1000, paths: 'review-conclusion' });
    await report.conclusionBox.fill('Clicked impatiently.');
    // All in one task, before React can re-render the button as busy: a double click, Enter twice.
    await report.submitButton.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
      button.form?.requestSubmit();
      button.form?.requestSubmit();
    });

    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });
});

test.describe('the report refuses what cannot be concluded', () => {
  test('a review with no validations yet: says why, links to both steps, Submit stays disabled', async ({
    page,
    demo,
  }) => {
    const report = new ReportPage(page);
    await signInThroughApi(page);
    const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
    await page.request.post(proxiedApiPath('startReview', REVIEW), {
      headers: { 'X-CSRF-Token': csrfToken },
    });
    await report.open(REVIEW);
    await report.conclusionBox.fill('Nothing was checked, but here is a conclusion.');

    const notice = page.getByRole('alert').filter({ hasText: 'Nothing has been validated yet' });
    await expect(notice).toBeVisible();
    await expect(report.submitButton).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('report-no-validations-en.png'), fullPage: true });
    await notice.getByRole('link', { name: 'Agency Services step' }).click();
    await expect(page).toHaveURL(stepUrl(REVIEW, 'services'));
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toEqual([]);

    await page.evaluate(() => window.localStorage.setItem('rc.language', 'ar'));
    await report.open(REVIEW);
    await expect(page.getByRole('link', { name: 'خطوة ملف الوكالة' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('report-no-validations-ar.png'), fullPage: true });
  });
});

test.describe('a conclusion is sent once and never offered again', () => {
  test('after it was accepted, browser Back shows the report as submitted with nothing to send', async ({
    page,
    demo,
  }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    await report.conclude('Accepted after a full review.');
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));

    await page.goBack();
    await expect(page).toHaveURL(atRoute(REPORT));
    await expect(page.getByText('The conclusion has been submitted')).toBeVisible();
    await expect(
      page.getByText(/the agency was accepted\. A conclusion cannot be sent again\./),
    ).toBeVisible();
    await expect(report.conclusionBox).toHaveCount(0);
    await expect(report.submitButton).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('report-submitted-en.png'), fullPage: true });
    // A bookmarked address says the same, in Arabic too.
    await page.evaluate(() => window.localStorage.setItem('rc.language', 'ar'));
    await report.open(REVIEW);
    await expect(page.getByText('تم إرسال الخلاصة')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('report-submitted-ar.png'), fullPage: true });
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('a second tab that had the report open sends nothing and says the review was concluded', async ({
    page,
    context,
    demo,
  }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    const other = await context.newPage();
    const otherReport = new ReportPage(other);
    await report.open(REVIEW);
    await otherReport.open(REVIEW);
    await otherReport.conclude('Concluded in the other tab.');
    await expect(other).toHaveURL(atRoute(paths.agencies.getHref()));

    await report.conclude('Written in the tab left open.');
    await expect(page.getByText(/concluded meanwhile, in another tab or window/)).toBeVisible();
    await expect(page.getByText('The conclusion has been submitted')).toBeVisible();
    await expect(page).toHaveURL(atRoute(REPORT));
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('a 2xx answer that cannot be read counts as accepted', async ({ page, demo }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    await demo.setFaults({ malformedRate: 1, paths: 'review-conclusion' });
    await report.conclude('Accepted, whatever the answer looks like.');

    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await expect(page.getByText('Review conclusion submitted successfully')).toBeVisible();
    await report.open(REVIEW);
    await expect(page.getByText('The conclusion has been submitted')).toBeVisible();
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('the text and the agency state are read-only while the submit runs', async ({ page, demo }) => {
    const report = new ReportPage(page);
    await startReviewWithValidations(page);
    await report.open(REVIEW);
    await demo.setFaults({ latencyMs: 1500, paths: 'review-conclusion' });
    await report.conclude('Sent to a slow server.');

    await expect(report.conclusionBox).not.toBeEditable();
    await report.chooseState('Rejected');
    await expect(report.stateRadio('Accepted')).toBeChecked();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    const [sent] = await demo.requests({ method: 'POST', path: /review-conclusion/ });
    expect(sent.body).toEqual({ action: 'accepted', conclusion: 'Sent to a slow server.' });
  });
});
