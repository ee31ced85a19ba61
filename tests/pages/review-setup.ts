// A review brought to where a test needs it through the API (as another tab or reviewer would), so
// the test drives only the screen it is about.
import { expect, type Page } from '@playwright/test';
import { ReportPage } from './report-page';
import { proxiedApiPath } from './routes';

type ReviewIds = { agencyId: string; reviewId: string };

async function csrfHeaders(page: Page) {
  const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
  return { 'X-CSRF-Token': csrfToken };
}

/** Starts a pending review as Start Review would. */
export async function startThroughApi(page: Page, review: ReviewIds) {
  const answer = await page.request.post(proxiedApiPath('startReview', review), {
    headers: await csrfHeaders(page),
  });
  expect(answer.status()).toBe(200);
}

/** Stores field validations of the agency as a step's Next would; the first profile fields by default. */
export async function validateThroughApi(
  page: Page,
  review: ReviewIds,
  fields?: { fieldPath: string; validationStatus: 'valid' | 'invalid'; note: string }[],
) {
  const headers = await csrfHeaders(page);
  const definitions = (await (
    await page.request.get(proxiedApiPath('validationFields', review), { headers })
  ).json()) as { profileFields: { path: string }[] };
  const sent = fields ?? [
    { fieldPath: definitions.profileFields[0].path, validationStatus: 'valid', note: '' },
  ];
  const answer = await page.request.post(proxiedApiPath('validateFields', review), {
    headers,
    data: { fields: sent, tags: ['Creative'] },
  });
  expect(answer.status()).toBe(200);
  return { profilePaths: definitions.profileFields.map((field) => field.path) };
}

/** Concludes the review as another tab would. */
export async function concludeThroughApi(page: Page, review: ReviewIds, action: 'accepted' | 'rejected') {
  const answer = await page.request.post(proxiedApiPath('submitConclusion', review), {
    headers: await csrfHeaders(page),
    data: { action, conclusion: 'Concluded in another tab.' },
  });
  expect(answer.status()).toBe(200);
}

/** The report of a review with validations, its conclusion typed and not yet sent. */
export async function reportWithConclusion(page: Page, review: ReviewIds, conclusion: string) {
  const report = new ReportPage(page);
  await validateThroughApi(page, review);
  await report.open(review);
  await report.conclusionBox.fill(conclusion);
  return report;
}
