// The whole review in the desktop app: Start Review, the profile step (one field invalid with a note),
// the services step, the report concluded Rejected, and back on the Agencies list; the exact payloads
// checked at the demo API, as tests/e2e/journey.spec.ts does in the browser.
import { paths } from '../../src/renderer/src/lib/paths';
import { navigateInApp } from '../pages/navigation';
import { QueuePage } from '../pages/queue-page';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { apiPath, atRoute, stepUrl } from '../pages/routes';
import { Toasts } from '../pages/toasts';
import {
  LEAVE,
  questionsAsked,
  signInThroughBridge,
  stepFieldPaths,
  stubUnsavedChangesDialog,
} from './desktop-helpers';
import { expect, test } from './fixtures';

const PROFILE_NOTE = 'The bio is copied from another agency.';
const CONCLUSION = 'Rejected after the full desktop journey.';

// Four screens and five round trips: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('profile, services and a Rejected conclusion: every payload at the demo API, then the queue', async ({
  seed,
  credentials,
  demo,
  electronApp,
  page,
}) => {
  const review = seed.newest.pending;
  const validatePath = apiPath('validateFields', review);
  const queue = new QueuePage(page, navigateInApp);
  const step = new ReviewStepPage(page);
  const report = new ReportPage(page);
  await signInThroughBridge(page, credentials);
  const fields = await stepFieldPaths(page, review.agencyId);
  const invalidPath = fields.profile.includes('profile.bio') ? 'profile.bio' : fields.profile[0];
  // Nothing on the way asks about unsaved changes: a native question, were there one, is answered
  // Leave (the journey goes on) and counted, so that the end of the test can say so.
  await stubUnsavedChangesDialog(electronApp, LEAVE);

  await queue.open();
  await expect(queue.badge(review.name)).toHaveText('Pending', { timeout: 30_000 });
  await demo.clearRequests();
  await queue.startReview(review.name);
  await expect(page).toHaveURL(atRoute(stepUrl(review, 'profile')));
  const [start] = await demo.requests({ method: 'POST', path: apiPath('startReview', review) });
  const token = start.headers['x-csrf-token'];
  expect(token).toBeTruthy();

  // The profile step: one field invalid with a note, the rest valid.
  await step.waitFor('profile');
  await step.markInvalid(invalidPath, PROFILE_NOTE);
  const profileTags = await step.selectedTags();
  await step.next();

  // The services step, as it is.
  await expect(page).toHaveURL(atRoute(stepUrl(review, 'services')));
  await step.waitFor('services');
  const serviceTags = await step.selectedTags();
  await step.next();

  await expect(page).toHaveURL(atRoute(stepUrl(review, 'report')));
  await expect(report.heading).toBeVisible();
  const posts = await demo.requests({ method: 'POST', path: validatePath });
  expect(posts.map((r) => r.body)).toEqual([
    {
      fields: fields.profile.map((fieldPath) =>
        fieldPath === invalidPath
          ? { fieldPath, validationStatus: 'invalid', note: PROFILE_NOTE }
          : { fieldPath, validationStatus: 'valid', note: '' },
      ),
      tags: profileTags,
    },
    {
      fields: fields.services.map((fieldPath) => ({ fieldPath, validationStatus: 'valid', note: '' })),
      tags: serviceTags,
    },
  ]);
  expect(posts.map((r) => r.headers['x-csrf-token'])).toEqual([token, token]);
  await expect(report.invalidValidations).toHaveCount(1);
  await expect(report.invalidValidations.filter({ hasText: invalidPath })).toContainText(PROFILE_NOTE);

  // The report: Rejected with a conclusion.
  await report.conclude(CONCLUSION, 'Rejected');
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await expect(new Toasts(page).withText('Review conclusion submitted successfully')).toBeVisible();
  const conclusions = await demo.requests({ method: 'POST', path: /^\/review-conclusion\// });
  expect(conclusions.map((r) => [r.path, r.body])).toEqual([
    [apiPath('submitConclusion', review), { action: 'rejected', conclusion: CONCLUSION }],
  ]);
  expect(conclusions[0].headers['x-csrf-token']).toBe(token);

  await expect(queue.badge(review.name)).toHaveText('Rejected');
  expect(await questionsAsked(electronApp)).toBe(0);
});
