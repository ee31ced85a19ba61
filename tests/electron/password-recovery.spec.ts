// Password recovery in the desktop app, all on screen: forgot password, the demo OTP, a new password,
// back on /login, and signing in with the new password; each step's request checked at the demo API.
import { paths } from '../../src/renderer/src/lib/paths';
import { PasswordRecoveryPage } from '../pages/password-recovery-page';
import { atRoute } from '../pages/routes';
import { SignInPage } from '../pages/sign-in-page';
import { expect, test } from './fixtures';

const NEW_PASSWORD = 'BrandNew123';

test('forgot password, the OTP and a new password, then signing in with it', async ({ seed, demo, page }) => {
  const { reviewer } = seed;
  const signIn = new SignInPage(page);
  const recovery = new PasswordRecoveryPage(page);
  await expect(signIn.heading).toBeVisible({ timeout: 30_000 });

  // The link, not an address: the email is carried in the router's history state from here on.
  await signIn.forgotPasswordLink.click();
  await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));
  await recovery.email.fill(reviewer.email);
  await recovery.sendOtpButton.click();
  await expect(page).toHaveURL(atRoute(paths.otp.getHref()));
  await expect(recovery.otpBox(1)).toBeFocused();

  await recovery.verify(reviewer.otp);
  await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));
  await recovery.newPassword.fill(NEW_PASSWORD);
  await recovery.confirmPassword.fill(NEW_PASSWORD);
  await recovery.resetButton.click();

  await expect(page).toHaveURL(atRoute(paths.login.getHref()));
  await expect(signIn.heading).toBeVisible();
  const [forgot] = await demo.requests({ method: 'POST', path: '/auth/forgot-password' });
  expect(forgot.body).toEqual({ email: reviewer.email });
  const verified = await demo.requests({ method: 'POST', path: '/auth/verify-otp' });
  expect(verified.map((r) => r.body)).toEqual([{ otp: reviewer.otp, email: reviewer.email }]);
  const resets = await demo.requests({ method: 'POST', path: '/auth/reset-password' });
  expect(resets.map((r) => r.body)).toEqual([
    { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email: reviewer.email },
  ]);

  await signIn.signIn(reviewer.email, NEW_PASSWORD);
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  const logins = await demo.requests({ method: 'POST', path: '/auth/login' });
  expect(logins.map((r) => r.body)).toEqual([{ email: reviewer.email, password: NEW_PASSWORD }]);
});
