// A link opened from the OS while the console runs: the OS starts a second instance with the link on
// its command line (Windows, Linux; macOS sends open-url to the running app instead), which hands it to
// the first and quits. The review opens in the first window, after sign-in when signed out.
import { spawn } from 'node:child_process';
import { protocolLinkOf } from '../../src/shared/review-link';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute, stepUrl } from '../pages/routes';
import { SignInPage } from '../pages/sign-in-page';
import { Toasts } from '../pages/toasts';
import type { LaunchOptions } from './launch-options';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** Launches the app again as the OS would for a link, and resolves with its exit code. */
function secondLaunch(options: LaunchOptions, link: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.executablePath, [...options.args, link], {
      cwd: options.cwd,
      env: options.env,
      stdio: 'ignore',
    });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('The second launch did not quit within 30 s'));
    }, 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

test('a second launch with a link opens the review in the first window, after sign-in', async ({
  appSession,
  electronApp,
  page,
  seed,
  credentials,
}) => {
  const signIn = new SignInPage(page);
  await expect(signIn.heading).toBeVisible({ timeout: 30_000 });

  const services = protocolLinkOf({ ...seed.inProgress, step: 'services' });
  expect(await secondLaunch(appSession.options, services)).toBe(0);
  // The second instance quit: still the one window, which keeps the link for the sign-in, then shows
  // the review.
  expect(electronApp.windows()).toHaveLength(1);
  await expect(signIn.linkWaiting).toBeVisible();
  await signIn.signIn(credentials.email, credentials.password);
  await expect(page).toHaveURL(atRoute(stepUrl(seed.inProgress, 'services')));
  await new ReviewStepPage(page).waitFor('services');

  // Signed in: straight to the review; a link that is not one opens nothing.
  expect(await secondLaunch(appSession.options, 'agency-review-console://settings')).toBe(0);
  await expect(new Toasts(page).withText('This link cannot be opened')).toBeVisible();
  await expect(page).toHaveURL(atRoute(stepUrl(seed.inProgress, 'services')));
  const report = protocolLinkOf({ ...seed.inProgress, step: 'report' });
  expect(await secondLaunch(appSession.options, report)).toBe(0);
  await expect(page).toHaveURL(atRoute(stepUrl(seed.inProgress, 'report')));
  await expect(new ReportPage(page).heading).toBeVisible();
});
