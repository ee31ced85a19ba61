// The reviewer's session and drafts in the desktop app: signing in and out on screen, the session and
// the drafts kept across a restart (same user-data folder), the drafts across a renderer crash, and
// back to the draft after a 401 mid-review.
import { paths } from '../../src/renderer/src/lib/paths';
import { navigateInApp } from '../pages/navigation';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute } from '../pages/routes';
import { Sidebar } from '../pages/sidebar';
import { SignInPage } from '../pages/sign-in-page';
import { draftSaved, liveWindow, signInThroughBridge } from './desktop-helpers';
import { expect, test } from './fixtures';

const NOTE = 'The bio is copied from another agency.';

test('signs in on screen and out again', async ({ demo, credentials, page }) => {
  const signIn = new SignInPage(page, navigateInApp);
  await signIn.signIn(credentials.email, credentials.password);
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await new Sidebar(page).logout();
  await expect(signIn.heading).toBeVisible();
  expect(await demo.requests({ method: 'POST', path: '/auth/logout' })).toHaveLength(1);
});

test('the session survives a restart of the app', async ({ credentials, page, restartApp }) => {
  await new SignInPage(page, navigateInApp).signIn(credentials.email, credentials.password);
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  const { window } = await restartApp({ unsavedChanges: 'none' });
  await navigateInApp(window, paths.agencies.getHref());
  await expect(new Sidebar(window).logoutButton).toBeVisible({ timeout: 30_000 });
});

test('a draft survives a crash of the page (main reloads it) and a restart', async ({
  seed,
  credentials,
  electronApp,
  page,
  restartApp,
}) => {
  const review = seed.inProgress;
  await signInThroughBridge(page, credentials);
  await new ReviewStepPage(page, navigateInApp).open(review, 'profile');
  await new ReviewStepPage(page).markInvalid('profile.bio', NOTE);
  // A crash gives the page no moment to write what was typed last: the draft is written first.
  await draftSaved(page, review, 'profile', NOTE);

  await electronApp.evaluate(({ BrowserWindow }) =>
    BrowserWindow.getAllWindows()[0].webContents.forcefullyCrashRenderer(),
  );
  const reloaded = new ReviewStepPage(await liveWindow(electronApp), navigateInApp);
  await reloaded.open(review, 'profile');
  await expect(reloaded.note('profile.bio')).toHaveValue(NOTE);

  // The restored draft makes the form dirty: quitting asks, and Leave keeps the draft.
  const { window } = await restartApp({ unsavedChanges: 'leave' });
  const restarted = new ReviewStepPage(window, navigateInApp);
  await restarted.open(review, 'profile');
  await expect(restarted.note('profile.bio')).toHaveValue(NOTE);
});

test('after a 401 mid-review and signing in again, the reviewer is back on the step with the notes', async ({
  seed,
  credentials,
  demo,
  page,
}) => {
  await signInThroughBridge(page, credentials);
  const step = new ReviewStepPage(page, navigateInApp);
  await step.open(seed.inProgress, 'services');
  const path = await step.fields.first().getAttribute('data-field-path');
  await step.markInvalid(path!, NOTE);

  await demo.expireSessions();
  await step.next();
  const signIn = new SignInPage(page, navigateInApp);
  await expect(signIn.heading).toBeVisible();
  await signIn.signIn(credentials.email, credentials.password);
  await step.waitFor('services');
  await expect(step.note(path!)).toHaveValue(NOTE);
});
