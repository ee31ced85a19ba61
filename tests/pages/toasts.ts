// The console's toasts (Mantine notifications), by what they say.
import type { Locator, Page } from '@playwright/test';

export class Toasts {
  constructor(readonly page: Page) {}

  /** Every toast on screen. */
  get all(): Locator {
    return this.page.locator('.mantine-Notification-root');
  }

  /** The toast saying this text. */
  withText(text: string | RegExp): Locator {
    return this.all.filter({ hasText: text });
  }
}
