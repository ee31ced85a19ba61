// Sign-in and password recovery, as sections 2, 4, 5 and 8 of the specification describe them.
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { PasswordRecoveryPage } from '../pages/password-recovery-page';
import { atRoute } from '../pages/routes';
import { SignInPage } from '../pages/sign-in-page';
import { Toasts } from '../pages/toasts';
import { openInLanguage, textsIn } from './a11y-helpers';
import { expect, test } from './fixtures';

test.describe('login', () => {
  test('signs in: CSRF first, a toast, the data refreshed, then the Agencies list', async ({
    page,
    demo,
  }) => {
    const signIn = new SignInPage(page);
    const toasts = new Toasts(page);
    await signIn.open();
    await expect(signIn.heading).toBeVisible();
    await signIn.signIn();

    await expect(toasts.withText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();

    const calls = (await demo.requests()).map((r) => `${r.method} ${r.path}`);
    const login = calls.indexOf('POST /auth/login');
    expect(calls.lastIndexOf('GET /csrf/token', login)).toBeGreaterThanOrEqual(0);
    for (const refreshed of [
      'GET /reviewer/profile',
      'GET /agency-review-management',
      'GET /agency-review-management/dashboard/stats',
    ]) {
      expect(calls.indexOf(refreshed, login)).toBeGreaterThan(login);
    }
    const [posted] = await demo.requests({ method: 'POST', path: '/auth/login' });
    expect(posted.body).toEqual({ email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password });
    expect(posted.headers['x-csrf-token']).toBeTruthy();
    expect(posted.headers['accept-language']).toBe('en');
  });

  test('shows the field errors of section 5 only once a field is touched', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await signIn.email.focus();
    await signIn.email.blur();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toHaveCount(0);

    await signIn.email.fill('reviewer@');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await signIn.password.fill('12345');
    await signIn.password.blur();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await signIn.password.fill('');
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.password.fill('secret-words');
    await expect(signIn.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(signIn.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(signIn.password).toHaveAttribute('type', 'password');
  });

  test("reads 'Logging in...' and is disabled while pending", async ({ page, demo }) => {
    const signIn = new SignInPage(page);
    await demo.setFaults({ latencyMs: 1500, paths: '^/auth/login$' });
    await signIn.open();
    await signIn.signIn();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  });

  test("shows the server's message when sign-in fails, and keeps what was typed", async ({ page }) => {
    const signIn = new SignInPage(page);
    const toasts = new Toasts(page);
    await signIn.open();
    await signIn.signIn(DEMO_CREDENTIALS.email, 'WrongPassword1');
    await expect(toasts.withText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await expect(signIn.email).toHaveValue(DEMO_CREDENTIALS.email);
  });

  test("falls back to 'Failed to login' when the server says nothing", async ({ page, demo }) => {
    const signIn = new SignInPage(page);
    const toasts = new Toasts(page);
    await demo.setFaults({ errorRate: 1, paths: '^/auth/login$' });
    await signIn.open();
    await signIn.signIn();
    // The demo API's injected 500 carries a message of its own: the toast shows it.
    await expect(toasts.withText('Injected server error')).toBeVisible();
    await demo.setFaults({ malformedRate: 1, paths: '^/auth/login$' });
    await signIn.submitButton.click();
    await expect(toasts.withText('Failed to login')).toBeVisible();
  });

  test('the language switch is a radio group: arrow keys choose, each language named in its own', async ({
    page,
  }) => {
    await page.goto(paths.login.getHref());
    // Named "Language" in English and "اللغة" in Arabic.
    const group = page.getByRole('radiogroup', { name: /^(Language|اللغة)$/ });
    const english = group.getByRole('radio', { name: 'English' });
    const arabic = group.getByRole('radio', { name: 'العربية' });
    await expect(english).toBeChecked();
    await expect(group.getByText('العربية')).toHaveAttribute('lang', 'ar');
    await expect(group.getByText('English')).toHaveAttribute('lang', 'en');

    await english.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toBeChecked();
    await expect(arabic).toBeFocused();
    // Right to left, ArrowLeft moves on to the next radio: from the last, round to English.
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(english).toBeChecked();
  });

  test('in Arabic, a typed email keeps its own direction: "reviewer@", never "@reviewer"', async ({
    page,
  }) => {
    await openInLanguage(page, 'ar');
    await page.goto(paths.login.getHref());
    const email = page.getByRole('textbox', { name: textsIn('ar').auth.login.email });
    await email.fill('reviewer@');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Each line of the field takes its direction from what was typed (UAX #9 rule P2), not the page's.
    expect(await email.evaluate((input) => getComputedStyle(input).unicodeBidi)).toBe('plaintext');
  });

  test("'Forget Password?' leads to /forgot-password", async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.forgotPasswordLink.click();
    await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  });
});

test.describe('password recovery', () => {
  test('forgot password sends the email and carries it to /otp, never in the URL', async ({ page, demo }) => {
    const recovery = new PasswordRecoveryPage(page);
    await recovery.openForgotPassword();
    await expect(page.getByText(/email you an OTP/)).toBeVisible();
    await recovery.email.fill(DEMO_CREDENTIALS.email);
    await recovery.sendOtpButton.click();
    await expect(page).toHaveURL(atRoute(paths.otp.getHref()));
    await expect(page.getByText(`We have sent a 6-digit code to ${DEMO_CREDENTIALS.email}`)).toBeVisible();
    expect(page.url()).not.toContain('demo.test');
    const [posted] = await demo.requests({ method: 'POST', path: '/auth/forgot-password' });
    expect(posted.body).toEqual({ email: DEMO_CREDENTIALS.email });
  });

  test("forgot password reads 'Sending...' while pending, validates, and shows failures", async ({
    page,
    demo,
  }) => {
    const recovery = new PasswordRecoveryPage(page);
    const toasts = new Toasts(page);
    await recovery.openForgotPassword();
    await recovery.email.fill('not-an-email');
    await recovery.email.blur();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await demo.setFaults({ latencyMs: 1500, paths: '^/auth/forgot-password$' });
    await recovery.email.fill('nobody@demo.test');
    await recovery.sendOtpButton.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(toasts.withText('No account found with this email')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));

    await demo.setFaults({ malformedRate: 1, paths: '^/auth/forgot-password$' });
    await recovery.sendOtpButton.click();
    await expect(toasts.withText('Failed to forgot password user')).toBeVisible();
  });

  test("'Back to Login' goes to /login", async ({ page }) => {
    await page.goto(paths.forgotPassword.getHref());
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
  });

  test('the OTP boxes: focus, typing, Backspace and paste', async ({ page }) => {
    const recovery = new PasswordRecoveryPage(page);
    await recovery.requestOtp();
    await expect(recovery.otpBox(1)).toBeFocused();
    const verify = recovery.verifyButton;
    await expect(verify).toBeDisabled();

    await page.keyboard.type('12');
    await expect(recovery.otpBox(1)).toHaveValue('1');
    await expect(recovery.otpBox(2)).toHaveValue('2');
    await expect(recovery.otpBox(3)).toBeFocused();
    await page.keyboard.type('x');
    await expect(recovery.otpBox(3)).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(recovery.otpBox(2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(recovery.otpBox(2)).toHaveValue('');

    await recovery.otpBox(1).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', 'code: 98-76 54 321');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    for (const [position, digit] of ['9', '8', '7', '6', '5', '4'].entries()) {
      await expect(recovery.otpBox(position + 1)).toHaveValue(digit);
    }
    await expect(verify).toBeEnabled();
  });

  test('a wrong code shows the server message; the right one goes on to /reset-password', async ({
    page,
    demo,
  }) => {
    const recovery = new PasswordRecoveryPage(page);
    const toasts = new Toasts(page);
    await recovery.requestOtp();
    await recovery.verify('000000');
    await expect(toasts.withText('Invalid or expired OTP')).toBeVisible();

    await demo.setFaults({ latencyMs: 1200, paths: '^/auth/verify-otp$' });
    await recovery.otpBox(1).focus();
    await page.keyboard.press('Backspace');
    for (let i = 0; i < 6; i++) await recovery.otpBox(i + 1).fill(DEMO_CREDENTIALS.otp[i]);
    await recovery.verifyButton.click();
    await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));
    const posted = await demo.requests({ method: 'POST', path: '/auth/verify-otp' });
    expect(posted.at(-1)?.body).toEqual({ otp: DEMO_CREDENTIALS.otp, email: DEMO_CREDENTIALS.email });
  });

  test('the carried email survives a reload of /otp', async ({ page }) => {
    const recovery = new PasswordRecoveryPage(page);
    await recovery.requestOtp();
    await page.reload();
    await expect(page.getByText(`We have sent a 6-digit code to ${DEMO_CREDENTIALS.email}`)).toBeVisible();
  });

  test("'Resend Code' sends the request again for the carried email, then cools down", async ({
    page,
    demo,
  }) => {
    const recovery = new PasswordRecoveryPage(page);
    await recovery.requestOtp();
    await demo.clearRequests();
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByRole('button', { name: /Resend Code \(\d+ s\)/ })).toBeDisabled();
    await expect
      .poll(async () => (await demo.requests({ method: 'POST', path: '/auth/forgot-password' })).length)
      .toBe(1);
    const [again] = await demo.requests({ method: 'POST', path: '/auth/forgot-password' });
    expect(again.body).toEqual({ email: DEMO_CREDENTIALS.email });
  });

  test("'Back to Forgot Password' goes back in history", async ({ page }) => {
    const recovery = new PasswordRecoveryPage(page);
    await recovery.requestOtp();
    await page.getByRole('button', { name: 'Back to Forgot Password' }).click();
    await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));
  });

  test('without a carried email, /otp and /reset-password redirect to /forgot-password', async ({ page }) => {
    await page.goto(paths.otp.getHref());
    await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));
    await page.goto(paths.resetPassword.getHref());
    await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));
  });

  test('reset password: the rules, the pending label, then sign-in with the new password', async ({
    page,
    demo,
  }) => {
    const signIn = new SignInPage(page);
    const recovery = new PasswordRecoveryPage(page);
    await recovery.requestOtp();
    await recovery.verify();
    await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));
    await expect(page.getByText('Enter your new password below.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));

    const { newPassword, confirmPassword: confirm } = recovery;
    await newPassword.fill('short');
    await newPassword.blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await newPassword.fill('alllowercase1');
    await expect(
      page.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeVisible();
    await newPassword.fill('');
    await expect(page.getByText('New password is required')).toBeVisible();
    await confirm.focus();
    await confirm.blur();
    await expect(page.getByText('Please confirm your new password')).toBeVisible();
    await newPassword.fill('BrandNew123');
    await confirm.fill('BrandNew124');
    await confirm.blur();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await confirm.fill('BrandNew123');
    await expect(page.getByText('Passwords must match')).toHaveCount(0);

    await demo.setFaults({ latencyMs: 1200, paths: '^/auth/reset-password$' });
    await recovery.resetButton.click();
    await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    const [posted] = await demo.requests({ method: 'POST', path: '/auth/reset-password' });
    expect(posted.body).toEqual({
      newPassword: 'BrandNew123',
      confirmPassword: 'BrandNew123',
      email: DEMO_CREDENTIALS.email,
    });

    await signIn.signIn(DEMO_CREDENTIALS.email, 'BrandNew123');
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  });
});
