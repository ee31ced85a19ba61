// The report screen: the review's summary, every field validation, and the conclusion (sent once,
// kept as a draft until the server accepts it).
import type { Page } from '@playwright/test';
import { DEMO_REVIEWER } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, signInThroughApi, test } from './fixtures';
import { NEWEST } from './queues-helpers';
import { apiPath, atRoute, proxiedApiPath, stepUrl } from './routes';

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

const conclusionBox = (page: Page) => page.getByRole('textbox', { name: 'Anonymous Conclusion' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit' });

test.describe('the report', () => {
  test('shows the reviewer, the start date, the agency and every field validation', async ({ page }) => {
    const review = await startReviewWithValidations(page);
    await page.goto(stepUrl(REVIEW, 'report', 'updated'));

    await expect(page.getByRole('heading', { level: 1, name: 'Review Report' })).toBeVisible();
    await expect(page.getByTestId('report-reviewer')).toHaveText(
      `${DEMO_REVIEWER.firstName} ${DEMO_REVIEWER.lastName}`,
    );
    await expect(page.getByTestId('report-agency')).toHaveText(review.agencyName);
    const startDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(review.startedAt));
    await expect(page.getByTestId('report-started-at')).toHaveText(startDate);

    const rows = page.getByRole('table', { name: 'Field validations' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('img', { name: 'Valid' })).toBeVisible();
    await expect(rows.nth(0)).toContainText(review.validPath);
    await expect(rows.nth(0)).toContainText('No note');
    await expect(rows.nth(1).getByRole('img', { name: 'Invalid' })).toBeVisible();
    await expect(rows.nth(1)).toContainText(review.invalidPath);
    await expect(rows.nth(1)).toContainText(INVALID_NOTE);

    await expect(page.getByRole('radio', { name: 'Accepted' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      stepUrl(REVIEW, 'services', 'updated'),
    );
  });

  for (const [state, action] of [
    ['Accepted', 'accepted'],
    ['Rejected', 'rejected'],
  ] as const) {
    test(`submits ${state}: the exact payload, a toast, and back to the Agencies list`, async ({
      page,
      demo,
    }) => {
      await startReviewWithValidations(page);
      await page.goto(REPORT);
      await page.getByText(state, { exact: true }).click();
      await conclusionBox(page).fill(`  ${state} after a full review.  `);
      await submitButton(page).click();

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
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Please provide a conclusion before submitting.' });

    await expect(submitButton(page)).toBeDisabled();
    await expect(alert).toBeHidden();
    await conclusionBox(page).fill('   \n  ');
    await conclusionBox(page).press('Control+Enter');
    await expect(alert).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();

    await conclusionBox(page).fill('Now there is a conclusion.');
    await expect(alert).toBeHidden();
    await expect(submitButton(page)).toBeEnabled();
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toEqual([]);
  });

  test('keeps the conclusion and the state as a draft through a reload', async ({ page }) => {
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    await page.getByText('Rejected', { exact: true }).click();
    await conclusionBox(page).fill('Half-written conclusion');
    // Reloading at once: the draft is written when the page hides, not only after the debounce.
    await page.reload();

    await expect(conclusionBox(page)).toHaveValue('Half-written conclusion');
    await expect(page.getByRole('radio', { name: 'Rejected' })).toBeChecked();
  });

  test('keeps the text after a server error, says so, and a later submit works', async ({ page, demo }) => {
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    await demo.setFaults({ errorRate: 1, paths: 'review-conclusion' });
    await conclusionBox(page).fill('Submitted through a failing server.');
    await submitButton(page).click();

    await expect(page.getByText('The conclusion was not submitted')).toBeVisible();
    await expect(page).toHaveURL(atRoute(REPORT));
    await expect(conclusionBox(page)).toHaveValue('Submitted through a failing server.');
    await page.reload();
    await expect(conclusionBox(page)).toHaveValue('Submitted through a failing server.');

    await demo.setFaults({});
    await submitButton(page).click();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    const sent = await demo.requests({ method: 'POST', path: /review-conclusion/ });
    expect(sent.map((request) => request.body)).toEqual([
      { action: 'accepted', conclusion: 'Submitted through a failing server.' },
      { action: 'accepted', conclusion: 'Submitted through a failing server.' },
    ]);
  });

  test('sends one request for a double click', async ({ page, demo }) => {
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    await demo.setFaults({ latencyMs: 1000, paths: 'review-conclusion' });
    await conclusionBox(page).fill('Clicked impatiently.');
    await submitButton(page).dblclick();

    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('sends one request for clicks and Enter presses faster than the screen updates', async ({
    page,
    demo,
  }) => {
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    await demo.setFaults({ latencyMs: 1000, paths: 'review-conclusion' });
    await conclusionBox(page).fill('Clicked impatiently.');
    // All in one task, before React can re-render the button as busy: a double click, Enter twice.
    await submitButton(page).evaluate((button: HTMLButtonElement) => {
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
    await signInThroughApi(page);
    const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
    await page.request.post(proxiedApiPath('startReview', REVIEW), {
      headers: { 'X-CSRF-Token': csrfToken },
    });
    await page.goto(REPORT);
    await conclusionBox(page).fill('Nothing was checked, but here is a conclusion.');

    const notice = page.getByRole('alert').filter({ hasText: 'Nothing has been validated yet' });
    await expect(notice).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('report-no-validations-en.png'), fullPage: true });
    await notice.getByRole('link', { name: 'Agency Services step' }).click();
    await expect(page).toHaveURL(stepUrl(REVIEW, 'services'));
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toEqual([]);

    await page.evaluate(() => window.localStorage.setItem('rc.language', 'ar'));
    await page.goto(REPORT);
    await expect(page.getByRole('link', { name: 'خطوة ملف الوكالة' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('report-no-validations-ar.png'), fullPage: true });
  });
});

test.describe('a conclusion is sent once and never offered again', () => {
  test('after it was accepted, browser Back shows the report as submitted with nothing to send', async ({
    page,
    demo,
  }) => {
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    await conclusionBox(page).fill('Accepted after a full review.');
    await submitButton(page).click();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));

    await page.goBack();
    await expect(page).toHaveURL(atRoute(REPORT));
    await expect(page.getByText('The conclusion has been submitted')).toBeVisible();
    await expect(
      page.getByText(/the agency was accepted\. A conclusion cannot be sent again\./),
    ).toBeVisible();
    await expect(conclusionBox(page)).toHaveCount(0);
    await expect(submitButton(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('report-submitted-en.png'), fullPage: true });
    // A bookmarked address says the same, in Arabic too.
    await page.evaluate(() => window.localStorage.setItem('rc.language', 'ar'));
    await page.goto(REPORT);
    await expect(page.getByText('تم إرسال الخلاصة')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('report-submitted-ar.png'), fullPage: true });
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('a second tab that had the report open sends nothing and says the review was concluded', async ({
    page,
    context,
    demo,
  }) => {
    await startReviewWithValidations(page);
    const other = await context.newPage();
    await page.goto(REPORT);
    await other.goto(REPORT);
    await conclusionBox(other).fill('Concluded in the other tab.');
    await submitButton(other).click();
    await expect(other).toHaveURL(atRoute(paths.agencies.getHref()));

    await conclusionBox(page).fill('Written in the tab left open.');
    await submitButton(page).click();
    await expect(page.getByText(/concluded meanwhile, in another tab or window/)).toBeVisible();
    await expect(page.getByText('The conclusion has been submitted')).toBeVisible();
    await expect(page).toHaveURL(atRoute(REPORT));
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('a 2xx answer that cannot be read counts as accepted', async ({ page, demo }) => {
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    await demo.setFaults({ malformedRate: 1, paths: 'review-conclusion' });
    await conclusionBox(page).fill('Accepted, whatever the answer looks like.');
    await submitButton(page).click();

    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await expect(page.getByText('Review conclusion submitted successfully')).toBeVisible();
    await page.goto(REPORT);
    await expect(page.getByText('The conclusion has been submitted')).toBeVisible();
    expect(await demo.requests({ method: 'POST', path: /review-conclusion/ })).toHaveLength(1);
  });

  test('the text and the agency state are read-only while the submit runs', async ({ page, demo }) => {
    await startReviewWithValidations(page);
    await page.goto(REPORT);
    await demo.setFaults({ latencyMs: 1500, paths: 'review-conclusion' });
    await conclusionBox(page).fill('Sent to a slow server.');
    await submitButton(page).click();

    await expect(conclusionBox(page)).not.toBeEditable();
    await page.getByText('Rejected', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Accepted' })).toBeChecked();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    const [sent] = await demo.requests({ method: 'POST', path: /review-conclusion/ });
    expect(sent.body).toEqual({ action: 'accepted', conclusion: 'Sent to a slow server.' });
  });
});
