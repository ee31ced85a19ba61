// Which fields the spell-checker underlines: the review notes and the conclusion (the reviewer's own
// words) are checked; addresses, passwords, codes and the queue search are not (main sets up the
// dictionaries and the right-click menu: src/main/spell-check.ts, context-menu.ts).
import { PasswordRecoveryPage } from '../pages/password-recovery-page';
import { QueuePage } from '../pages/queue-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { reportWithConclusion, startThroughApi } from '../pages/review-setup';
import { IN_PROGRESS, NEWEST } from '../pages/seed-reviews';
import { SignInPage } from '../pages/sign-in-page';
import { expect, signInThroughApi, test } from './fixtures';

test('the sign-in and recovery fields are never spell-checked', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await expect(signIn.email).toHaveAttribute('spellcheck', 'false');
  await expect(signIn.password).toHaveAttribute('spellcheck', 'false');
  const recovery = new PasswordRecoveryPage(page);
  await recovery.openCarryingEmail('otp');
  for (const position of [1, 6]) {
    await expect(recovery.otpBox(position)).toHaveAttribute('spellcheck', 'false');
  }
  await recovery.openCarryingEmail('resetPassword');
  await expect(recovery.newPassword).toHaveAttribute('spellcheck', 'false');
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  test('the queue search is not spell-checked', async ({ page }) => {
    const queue = new QueuePage(page);
    await queue.open();
    await expect(queue.searchBox).toHaveAttribute('spellcheck', 'false');
  });

  test("a field's note is spell-checked", async ({ page }) => {
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'profile');
    await step.markInvalid('profile.bio');
    await expect(step.note('profile.bio')).toHaveAttribute('spellcheck', 'true');
  });

  test('the conclusion is spell-checked', async ({ page }) => {
    await startThroughApi(page, NEWEST.pending);
    const report = await reportWithConclusion(page, NEWEST.pending, 'The agency meets the standard.');
    await expect(report.conclusionBox).toHaveAttribute('spellcheck', 'true');
  });
});
