// Issue 10: every screen and state, in English and in Arabic, has no critical or serious WCAG 2.2
// AA violation that axe-core can find.
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { expectNoSeriousViolations, openInLanguage, textsIn, type UiLanguage } from './a11y-helpers';
import { UnsavedChangesDialog } from '../pages/dialogs';
import { QueuePage } from '../pages/queue-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

// Screens that wait on retries or build whole review forms: generous on a busy machine.
test.describe.configure({ timeout: 60_000 });

const QUEUES = [
  { name: 'Agencies', href: paths.agencies.getHref() },
  { name: 'Updated Profiles', href: paths.updatedProfiles.getHref() },
  { name: 'Rereview Requests', href: paths.rereviewRequests.getHref() },
] as const;

/** Shown and settled (the end of any opening transition), so axe reads the final colours. */
async function settled(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
}

for (const language of ['en', 'ar'] as const satisfies readonly UiLanguage[]) {
  const text = textsIn(language);
  const check = (page: Page, screen: string) => expectNoSeriousViolations(page, `${screen} (${language})`);

  test.describe(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page }) => {
      await openInLanguage(page, language);
    });

    test('login, with field errors and a failure toast', async ({ page }) => {
      await page.goto(paths.login.getHref());
      const email = page.getByRole('textbox', { name: text.auth.login.email });
      const password = page.getByLabel(text.auth.login.password, { exact: true });
      await email.fill(DEMO_CREDENTIALS.email);
      await password.fill('WrongPassword1');
      await page.getByRole('button', { name: text.auth.login.submit }).click();
      await settled(page, page.locator('.mantine-Notification-root'));
      await email.fill('reviewer@');
      await password.fill('123');
      await email.focus();
      await expect(page.getByText(text.auth.validation.emailInvalid)).toBeVisible();
      // Section 5: at least 6 characters, a number the message takes from the rule.
      const passwordMin = text.auth.validation.passwordMin.replace('{{min}}', '6');
      await expect(page.getByText(passwordMin)).toBeVisible();
      await check(page, 'login');
    });

    test('the three recovery screens', async ({ page }) => {
      await page.goto(paths.forgotPassword.getHref());
      await check(page, 'forgot password');
      await page.getByRole('textbox').fill(DEMO_CREDENTIALS.email);
      await page.getByRole('button', { name: text.auth.forgotPassword.submit }).click();
      await expect(page).toHaveURL(atRoute(paths.otp.getHref()));
      await expect(
        page.getByRole('textbox', {
          name: text.auth.otp.digit.replace('{{position}}', '1').replace('{{length}}', '6'),
        }),
      ).toBeFocused();
      await check(page, 'OTP');
      await page.keyboard.type(DEMO_CREDENTIALS.otp);
      await page.getByRole('button', { name: text.auth.otp.submit }).click();
      await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));
      await expect(page.getByText(text.auth.resetPassword.description)).toBeVisible();
      await check(page, 'reset password');
    });

    test.describe('signed in', () => {
      test.beforeEach(async ({ page }) => {
        await signInThroughApi(page);
      });

      for (const queue of QUEUES) {
        test(`${queue.name}, with the sort menu open`, async ({ page }) => {
          await page.goto(queue.href);
          await expect(new QueuePage(page).rows.first()).toBeVisible();
          await page.getByRole('button', { name: new RegExp(text.queues.sort.label) }).click();
          await settled(page, page.getByRole('menu'));
          await check(page, `${queue.name} sort menu`);
        });
      }

      test('the empty list', async ({ page }) => {
        const queue = new QueuePage(page);
        await queue.open();
        await queue.search('no agency is called this');
        await expect(page.getByText(text.queues.table.empty)).toBeVisible();
        await check(page, 'empty list');
      });

      test('the list that failed to load', async ({ page, demo }) => {
        await demo.setFaults({ errorRate: 1, paths: '^/agency-review-management$' });
        await page.goto(paths.agencies.getHref());
        // Three retries with backoff (about 7 s) come first.
        await expect(page.getByRole('alert')).toContainText(text.queues.agencies.loadError, {
          timeout: 40_000,
        });
        await check(page, 'list load error');
      });

      test('both review steps, the full-screen preview and the unsaved-changes dialog', async ({ page }) => {
        const step = new ReviewStepPage(page);
        const unsaved = new UnsavedChangesDialog(page);
        for (const step of ['services', 'profile'] as const) {
          await page.goto(stepUrl(IN_PROGRESS, step));
          await expect(page.getByRole('button', { name: text.review.actions.next })).toBeVisible({
            timeout: 15_000,
          });
          await check(page, `${step} step`);
        }

        const preview = page.getByRole('region', { name: text.review.preview.title });
        await preview.getByRole('button', { name: text.review.preview.fullScreen }).click();
        await expect(preview).toHaveAttribute('data-full-screen', 'true');
        await check(page, 'full-screen preview');
        await page.keyboard.press('Escape');
        await expect(preview).toHaveAttribute('data-full-screen', 'false');

        await step.field('profile.tagline').getByRole('radio', { name: text.review.fields.invalid }).check();
        await page.getByRole('button', { name: text.review.actions.back, exact: true }).click();
        await settled(page, unsaved.anyDialog);
        await check(page, 'unsaved-changes dialog');
      });

      test('the report', async ({ page }) => {
        await page.goto(stepUrl(IN_PROGRESS, 'report'));
        await expect(page.getByRole('textbox')).toBeVisible();
        await check(page, 'report');
      });
    });
  });
}
