// The reviewer's session and drafts in the desktop app: signing in and out on screen, the session and
// the drafts kept across a restart (same user-data folder), the drafts across a renderer crash, and
// back to the draft after a 401 mid-review.
import { paths } from '../../src/renderer/src/lib/paths';
import { navigateInApp } from '../pages/navigation';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { Sidebar } from '../pages/sidebar';
import { SignInPage } from '../pages/sign-in-page';
import { liveWindow, signInThroughBridge } from './desktop-helpers';
import { expect, test } from './fixtures';

const NOTE = 'The bio is copied from another agency.';

test('signs in on screen and out again', async ({ page, demo }) => {
  const signIn = new SignInPage(page, navigateInApp);
  await signIn.signIn();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  await new Sidebar(page).logout();
  await expect(signIn.heading).toBeVisible();
  expect(await demo.requests({ method: 'POST', path: '/auth/logout' })).toHaveLength(1);
});

test('the session survives a restart of the app', async ({ page, restartApp }) => {
  await new SignInPage(page, navigateInApp).signIn();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  const { window } = await restartApp();
  await navigateInApp(window, paths.agencies.getHref());
  await expect(new Sidebar(window).logoutButton).toBeVisible({ timeout: 30_000 });
});

test('a draft survives a crash of the page (main reloads it) and a restart', async ({
  electronApp,
  page,
  restartApp,
}) => {
  await signInThroughBridge(page);
  await new ReviewStepPage(page, navigateInApp).open(IN_PROGRESS, 'profile');
  await new ReviewStepPage(page).markInvalid('profile.bio', NOTE);

  await electronApp.evaluate(({ BrowserWindow }) =>
    BrowserWindow.getAllWindows()[0].webContents.forcefullyCrashRenderer(),
  );
  const reloaded = new ReviewStepPage(await liveWindow(electronApp), navigateInApp);
  await reloaded.open(IN_PROGRESS, 'profile');
  await expect(reloaded.note('profile.bio')).toHaveValue(NOTE);

  const { window } = await restartApp();
  const restarted = new ReviewStepPage(window, navigateInApp);
  await restarted.open(IN_PROGRESS, 'profile');
  await expect(restarted.note('profile.bio')).toHaveValue(NOTE);
});

test('after a 401 mid-review and signing in again, the reviewer is back on the step with the notes', async ({
  page,
  demo,
}) => {
  await signInThroughBridge(page);
  const step = new ReviewStepPage(page, navigateInApp);
  await step.open(IN_PROGRESS, 'services');
  const path = await step.fields.first().getAttribute('data-field-path');
  await step.markInvalid(path!, NOTE);

  await demo.expireSessions();
  await step.next();
  const signIn = new SignInPage(page, navigateInApp);
  await expect(signIn.heading).toBeVisible();
  await signIn.signIn();
  await step.waitFor('services');
  await expect(step.note(path!)).toHaveValue(NOTE);
});
