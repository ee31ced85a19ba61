// The login screen (section 4): its fields, its button, and signing in on screen.
import type { Locator, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { loadPage, type Visit } from './navigation';

export class SignInPage {
  constructor(
    readonly page: Page,
    private readonly visit: Visit = loadPage,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Login to your Dashboard' });
  }

  get email(): Locator {
    return this.page.getByRole('textbox', { name: 'Email' });
  }

  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Login to Dashboard' });
  }

  /** Said while a review link the desktop app was handed waits for the sign-in. */
  get linkWaiting(): Locator {
    return this.page
      .getByRole('status')
      .filter({ hasText: 'Sign in to open the review link you were sent.' });
  }

  get forgotPasswordLink(): Locator {
    return this.page.getByRole('link', { name: 'Forget Password?' });
  }

  async open() {
    await this.visit(this.page, paths.login.getHref());
  }

  /** Types the credentials without submitting them. */
  async fill(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  /** Signs in on screen (the demo reviewer unless told otherwise); does not wait for the result. */
  async signIn(email: string = DEMO_CREDENTIALS.email, password: string = DEMO_CREDENTIALS.password) {
    await this.fill(email, password);
    await this.submitButton.click();
  }
}
