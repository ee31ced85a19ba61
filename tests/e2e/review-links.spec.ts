// Links that open a review: "Copy link" on the steps and the report, a pasted link (the page's address
// in a browser, the console's own link in "Open a link"), and links the OS hands the desktop app,
// played here through the stand-in of its preload.
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { protocolLinkOf } from '../../src/shared/review-link';
import {
  answerUnsavedChanges,
  deliverLink,
  installDesktopBridge,
  unsavedChangesAsked,
} from '../fixtures/desktop-bridge';
import { PasswordRecoveryPage } from '../pages/password-recovery-page';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute, stepUrl } from '../pages/routes';
import { IN_PROGRESS, UPDATED_IN_PROGRESS } from '../pages/seed-reviews';
import { Sidebar } from '../pages/sidebar';
import { SignInPage } from '../pages/sign-in-page';
import { Toasts } from '../pages/toasts';
import { expectNoSeriousViolations, openInLanguage } from './a11y-helpers';
import { expect, signInThroughApi, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

const REFUSED = 'This link cannot be opened';
const NOTE = 'The bio was copied from another agency.';

async function copyLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeAttached();
  return page.evaluate(() => navigator.clipboard.readText());
}

function openLinkDialog(page: Page) {
  return {
    async open() {
      await page.getByRole('button', { name: 'Open a link' }).click();
      return page.getByRole('dialog', { name: 'Open a review link' });
    },
    field: page.getByRole('textbox', { name: 'Review link' }),
    submit: () => page.getByRole('dialog').getByRole('button', { name: 'Open', exact: true }).click(),
  };
}

test.describe('in a browser', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test("Copy link gives the page's address, which opens the same review after sign-in elsewhere", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInThroughApi(page);
    const step = new ReviewStepPage(page);
    await step.open(UPDATED_IN_PROGRESS, 'services', 'updated');
    const copied = await copyLink(page);
    expect(copied).toBe(`${baseURL}${stepUrl(UPDATED_IN_PROGRESS, 'services', 'updated')}`);

    // Pasted into a browser that is not signed in: sign-in first, then the review, source and all.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(copied);
    const signIn = new SignInPage(other);
    await expect(signIn.heading).toBeVisible();
    await signIn.signIn();
    await expect(other).toHaveURL(copied);
    await new ReviewStepPage(other).waitFor('services');
    await elsewhere.close();

    await page.goto(stepUrl(IN_PROGRESS, 'report'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await copyLink(page)).toBe(`${baseURL}${stepUrl(IN_PROGRESS, 'report')}`);
  });

  test('Open a link opens a pasted console link or page address, and refuses anything else', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page);
    await page.goto('/');
    const dialog = openLinkDialog(page);

    const open = await dialog.open();
    await dialog.field.fill(`  ${protocolLinkOf({ ...IN_PROGRESS, step: 'services' })}\n`);
    await dialog.submit();
    await expect(open).toBeHidden();
    await new ReviewStepPage(page).waitFor('services');
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'services')));

    for (const refused of [
      `https://evil.example${stepUrl(IN_PROGRESS, 'report')}`,
      `${baseURL}/settings`,
      `agency-review-console://review/${IN_PROGRESS.agencyId}/${IN_PROGRESS.reviewId}?next=/settings`,
    ]) {
      await dialog.open();
      await dialog.field.fill(refused);
      await dialog.submit();
      await expect(dialog.field).toHaveAccessibleDescription(new RegExp(REFUSED));
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'services')));
    }

    await dialog.open();
    await dialog.field.fill(`${baseURL}${stepUrl(IN_PROGRESS, 'report')}`);
    await dialog.submit();
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'report')));
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the Open a link dialog and its refusal pass axe (${language})`, async ({ page }) => {
      await openInLanguage(page, language);
      await signInThroughApi(page);
      await page.goto('/');
      const texts = language === 'en' ? ['Open a link', 'Open'] : ['فتح رابط', 'فتح'];
      await page.getByRole('button', { name: texts[0], exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('not a link');
      await dialog.getByRole('button', { name: texts[1], exact: true }).click();
      await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      // A link reads left to right in Arabic too.
      await expect(dialog.locator('[dir="ltr"]').getByRole('textbox')).toBeVisible();
      await expectNoSeriousViolations(page, `Open a link, refused (${language})`);
    });
  }
});

test.describe('on the desktop (the preload played by the page)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test("Copy link gives the console's own link, and a link from the OS opens its review", async ({
    page,
    baseURL,
  }) => {
    await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api` });
    const step = new ReviewStepPage(page);
    await step.open(UPDATED_IN_PROGRESS, 'profile', 'updated');
    expect(await copyLink(page)).toBe(
      `agency-review-console://review/${UPDATED_IN_PROGRESS.agencyId}/${UPDATED_IN_PROGRESS.reviewId}?source=updated`,
    );

    await page.goto('/');
    await deliverLink(page, { kind: 'review', target: { ...IN_PROGRESS, step: 'report' } });
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'report')));
    expect(await unsavedChangesAsked(page)).toBe(0);
  });

  test('with unsaved notes the reviewer is asked first, and Stay keeps the step and its notes', async ({
    page,
    baseURL,
  }) => {
    await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api`, leaveUnsavedChanges: false });
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'profile');
    await step.markInvalid('profile.bio', NOTE);
    await deliverLink(page, { kind: 'review', target: { ...UPDATED_IN_PROGRESS, step: 'services' } });
    await expect.poll(() => unsavedChangesAsked(page)).toBe(1);
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'profile')));
    await expect(step.note('profile.bio')).toHaveValue(NOTE);
  });

  test('Leave goes to the newest link when a second one arrives while the question is open', async ({
    page,
    baseURL,
  }) => {
    await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api`, leaveUnsavedChanges: 'wait' });
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'profile');
    await step.markInvalid('profile.bio', NOTE);
    await deliverLink(page, { kind: 'review', target: { ...UPDATED_IN_PROGRESS, step: 'services' } });
    await expect.poll(() => unsavedChangesAsked(page)).toBe(1);
    await deliverLink(page, { kind: 'review', target: { ...IN_PROGRESS, step: 'report' } });
    await answerUnsavedChanges(page, true);
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'report')));
    expect(await unsavedChangesAsked(page)).toBe(1);
  });

  test.describe('signed out', () => {
    test.beforeEach(async ({ page, baseURL, demo }) => {
      await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api` });
      await demo.expireSessions();
    });

    test('a link waits on the login screen, keeps what was typed and opens once signed in', async ({
      page,
    }) => {
      await page.goto('/');
      const signIn = new SignInPage(page);
      await expect(signIn.heading).toBeVisible();
      await signIn.fill(DEMO_CREDENTIALS.email, 'half a passw');
      await deliverLink(page, {
        kind: 'review',
        target: { ...UPDATED_IN_PROGRESS, step: 'services', source: 'updated' },
      });
      await expect(signIn.linkWaiting).toBeVisible();
      // The screen stayed: nothing the reviewer typed was lost.
      await expect(page).toHaveURL(atRoute(paths.login.getHref()));
      await expect(signIn.email).toHaveValue(DEMO_CREDENTIALS.email);
      await expect(signIn.password).toHaveValue('half a passw');
      await expectNoSeriousViolations(page, 'login with a link waiting');
      await signIn.signIn();
      await expect(page).toHaveURL(atRoute(stepUrl(UPDATED_IN_PROGRESS, 'services', 'updated')));
      await new ReviewStepPage(page).waitFor('services');
    });

    test('a link that arrives during password recovery keeps the screen and opens after signing in', async ({
      page,
    }) => {
      const recovery = new PasswordRecoveryPage(page);
      await recovery.openForgotPassword();
      await recovery.email.fill('reviewer@example.com');
      await deliverLink(page, { kind: 'review', target: { ...IN_PROGRESS, step: 'report' } });
      const signIn = new SignInPage(page);
      await expect(signIn.linkWaiting).toBeVisible();
      await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));
      await expect(recovery.email).toHaveValue('reviewer@example.com');
      await page.getByRole('link', { name: 'Back to Login' }).click();
      await expect(signIn.heading).toBeVisible();
      await expect(signIn.linkWaiting).toBeVisible();
      await signIn.signIn();
      await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'report')));
      // Taken once: signed out again in the same page, the login screen says nothing of it.
      await expect(new ReportPage(page).heading).toBeVisible();
      await new Sidebar(page).logout();
      await expect(signIn.heading).toBeVisible();
      await expect(signIn.linkWaiting).toHaveCount(0);
    });
  });

  test('a refused link says so and opens nothing; one waiting before the page started opens once', async ({
    page,
    baseURL,
  }) => {
    await installDesktopBridge(page, {
      apiBaseURL: `${baseURL}/api`,
      waitingLink: { kind: 'review', target: { ...IN_PROGRESS, step: 'services' } },
    });
    await page.goto('/');
    await new ReviewStepPage(page).waitFor('services');
    // Taken once: a later page load (the Agencies list here) does not open it again.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
    await page.goto(stepUrl(IN_PROGRESS, 'services'));
    await new ReviewStepPage(page).waitFor('services');

    await deliverLink(page, { kind: 'refused' });
    await expect(new Toasts(page).withText(REFUSED)).toBeVisible();
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'services')));

    // Main's link is the page's to check again: one that is not a review link is refused here too.
    await page.reload();
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'services')));
    await new ReviewStepPage(page).waitFor('services');
    await expect(new Toasts(page).withText(REFUSED)).toHaveCount(0);
    await deliverLink(page, {
      kind: 'review',
      target: { agencyId: '../settings', reviewId: IN_PROGRESS.reviewId, step: 'profile' },
    });
    await expect(new Toasts(page).withText(REFUSED)).toBeVisible();
    await expect(page).toHaveURL(atRoute(stepUrl(IN_PROGRESS, 'services')));
  });
});
