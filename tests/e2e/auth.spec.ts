// Sign-in and password recovery, as sections 2, 4, 5 and 8 of the specification describe them.
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { expect, test } from './fixtures';
import { atRoute } from './routes';

const emailInput = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function goToOtp(page: Page) {
  await page.goto(paths.forgotPassword.getHref());
  await emailInput(page).fill(DEMO_CREDENTIALS.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(atRoute(paths.otp.getHref()));
  // Typing goes to the first box once the screen has focused it.
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
}

const otpBox = (page: Page, position: number) =>
  page.getByRole('textbox', { name: `Digit ${position} of 6` });

test.describe('login', () => {
  test('signs in: CSRF first, a toast, the data refreshed, then the Agencies list', async ({
    page,
    demo,
  }) => {
    await page.goto(paths.login.getHref());
    await expect(page.getByRole('heading', { name: 'Login to your Dashboard' })).toBeVisible();
    await emailInput(page).fill(DEMO_CREDENTIALS.email);
    await passwordInput(page).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();

    await expect(toast(page, 'Login successful')).toBeVisible();
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
    await page.goto(paths.login.getHref());
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await emailInput(page).focus();
    await emailInput(page).blur();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toHaveCount(0);

    await emailInput(page).fill('reviewer@');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await passwordInput(page).fill('12345');
    await passwordInput(page).blur();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await passwordInput(page).fill('');
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto(paths.login.getHref());
    await passwordInput(page).fill('secret-words');
    await expect(passwordInput(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordInput(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordInput(page)).toHaveAttribute('type', 'password');
  });

  test("reads 'Logging in...' and is disabled while pending", async ({ page, demo }) => {
    await demo.setFaults({ latencyMs: 1500, paths: '^/auth/login$' });
    await page.goto(paths.login.getHref());
    await emailInput(page).fill(DEMO_CREDENTIALS.email);
    await passwordInput(page).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  });

  test("shows the server's message when sign-in fails, and keeps what was typed", async ({ page }) => {
    await page.goto(paths.login.getHref());
    await emailInput(page).fill(DEMO_CREDENTIALS.email);
    await passwordInput(page).fill('WrongPassword1');
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    await expect(emailInput(page)).toHaveValue(DEMO_CREDENTIALS.email);
  });

  test("falls back to 'Failed to login' when the server says nothing", async ({ page, demo }) => {
    await demo.setFaults({ errorRate: 1, paths: '^/auth/login$' });
    await page.goto(paths.login.getHref());
    await emailInput(page).fill(DEMO_CREDENTIALS.email);
    await passwordInput(page).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    // The demo API's injected 500 carries a message of its own: the toast shows it.
    await expect(toast(page, 'Injected server error')).toBeVisible();
    await demo.setFaults({ malformedRate: 1, paths: '^/auth/login$' });
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(toast(page, 'Failed to login')).toBeVisible();
  });

  test("'Forget Password?' leads to /forgot-password", async ({ page }) => {
    await page.goto(paths.login.getHref());
    await page.getByRole('link', { name: 'Forget Password?' }).click();
    await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  });
});

test.describe('password recovery', () => {
  test('forgot password sends the email and carries it to /otp, never in the URL', async ({ page, demo }) => {
    await page.goto(paths.forgotPassword.getHref());
    await expect(page.getByText(/email you an OTP/)).toBeVisible();
    await emailInput(page).fill(DEMO_CREDENTIALS.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
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
    await page.goto(paths.forgotPassword.getHref());
    await emailInput(page).fill('not-an-email');
    await emailInput(page).blur();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await demo.setFaults({ latencyMs: 1500, paths: '^/auth/forgot-password$' });
    await emailInput(page).fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(toast(page, 'No account found with this email')).toBeVisible();
    await expect(page).toHaveURL(atRoute(paths.forgotPassword.getHref()));

    await demo.setFaults({ malformedRate: 1, paths: '^/auth/forgot-password$' });
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast(page, 'Failed to forgot password user')).toBeVisible();
  });

  test("'Back to Login' goes to /login", async ({ page }) => {
    await page.goto(paths.forgotPassword.getHref());
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
  });

  test('the OTP boxes: focus, typing, Backspace and paste', async ({ page }) => {
    await goToOtp(page);
    await expect(otpBox(page, 1)).toBeFocused();
    const verify = page.getByRole('button', { name: 'Verify Account' });
    await expect(verify).toBeDisabled();

    await page.keyboard.type('12');
    await expect(otpBox(page, 1)).toHaveValue('1');
    await expect(otpBox(page, 2)).toHaveValue('2');
    await expect(otpBox(page, 3)).toBeFocused();
    await page.keyboard.type('x');
    await expect(otpBox(page, 3)).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(otpBox(page, 2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(otpBox(page, 2)).toHaveValue('');

    await otpBox(page, 1).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', 'code: 98-76 54 321');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    for (const [position, digit] of ['9', '8', '7', '6', '5', '4'].entries()) {
      await expect(otpBox(page, position + 1)).toHaveValue(digit);
    }
    await expect(verify).toBeEnabled();
  });

  test('a wrong code shows the server message; the right one goes on to /reset-password', async ({
    page,
    demo,
  }) => {
    await goToOtp(page);
    await page.keyboard.type('000000');
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(toast(page, 'Invalid or expired OTP')).toBeVisible();

    await demo.setFaults({ latencyMs: 1200, paths: '^/auth/verify-otp$' });
    await otpBox(page, 1).focus();
    await page.keyboard.press('Backspace');
    for (let i = 0; i < 6; i++) await otpBox(page, i + 1).fill(DEMO_CREDENTIALS.otp[i]);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));
    const posted = await demo.requests({ method: 'POST', path: '/auth/verify-otp' });
    expect(posted.at(-1)?.body).toEqual({ otp: DEMO_CREDENTIALS.otp, email: DEMO_CREDENTIALS.email });
  });

  test('the carried email survives a reload of /otp', async ({ page }) => {
    await goToOtp(page);
    await page.reload();
    await expect(page.getByText(`We have sent a 6-digit code to ${DEMO_CREDENTIALS.email}`)).toBeVisible();
  });

  test("'Resend Code' sends the request again for the carried email, then cools down", async ({
    page,
    demo,
  }) => {
    await goToOtp(page);
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
    await goToOtp(page);
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
    await goToOtp(page);
    await page.keyboard.type(DEMO_CREDENTIALS.otp);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));
    await expect(page.getByText('Enter your new password below.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(atRoute(paths.resetPassword.getHref()));

    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
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
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await expect(page).toHaveURL(atRoute(paths.login.getHref()));
    const [posted] = await demo.requests({ method: 'POST', path: '/auth/reset-password' });
    expect(posted.body).toEqual({
      newPassword: 'BrandNew123',
      confirmPassword: 'BrandNew123',
      email: DEMO_CREDENTIALS.email,
    });

    await emailInput(page).fill(DEMO_CREDENTIALS.email);
    await passwordInput(page).fill('BrandNew123');
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
  });
});
