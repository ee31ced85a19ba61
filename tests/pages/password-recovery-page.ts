// Password recovery (section 4): forgot password, the OTP boxes and the new password.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { loadPage, type Visit } from './navigation';
import { atRoute } from './routes';

export class PasswordRecoveryPage {
  constructor(
    readonly page: Page,
    private readonly visit: Visit = loadPage,
  ) {}

  get email(): Locator {
    return this.page.getByRole('textbox', { name: 'Email' });
  }

  get sendOtpButton(): Locator {
    return this.page.getByRole('button', { name: 'Send OTP' });
  }

  get verifyButton(): Locator {
    return this.page.getByRole('button', { name: 'Verify Account' });
  }

  get newPassword(): Locator {
    return this.page.getByLabel('New Password', { exact: true });
  }

  get confirmPassword(): Locator {
    return this.page.getByLabel('Confirm Password', { exact: true });
  }

  get resetButton(): Locator {
    return this.page.getByRole('button', { name: 'Reset Password' });
  }

  /** One of the six OTP boxes, counted from 1. */
  otpBox(position: number): Locator {
    return this.page.getByRole('textbox', { name: `Digit ${position} of 6` });
  }

  async openForgotPassword() {
    await this.visit(this.page, paths.forgotPassword.getHref());
  }

  /**
   * Opens the OTP or reset-password screen directly, carrying the email in history state as the
   * screen before it does (web mode: it reloads the page), without the toast of a real request.
   */
  async openCarryingEmail(screen: 'otp' | 'resetPassword', email: string = DEMO_CREDENTIALS.email) {
    await this.openForgotPassword();
    await this.page.evaluate(
      ([to, carried]) => window.history.replaceState({ usr: { email: carried }, key: 'k', idx: 0 }, '', to),
      [paths[screen].getHref(), email] as const,
    );
    await this.page.reload();
    await expect(this.page).toHaveURL(atRoute(paths[screen].getHref()));
  }

  /** From forgot password to the OTP screen, its first box focused and ready for typing. */
  async requestOtp(email: string = DEMO_CREDENTIALS.email) {
    await this.openForgotPassword();
    await this.email.fill(email);
    await this.sendOtpButton.click();
    await expect(this.page).toHaveURL(atRoute(paths.otp.getHref()));
    // Typing goes to the first box once the screen has focused it.
    await expect(this.otpBox(1)).toBeFocused();
  }

  /** Types the code into the focused box and on (the boxes move focus themselves), then verifies. */
  async verify(code: string = DEMO_CREDENTIALS.otp) {
    await this.page.keyboard.type(code);
    await this.verifyButton.click();
  }
}
