// The unsaved-changes question as the web console asks it (an in-page modal). The desktop app asks
// with a native dialog instead, which the Electron suite stubs in main.
import type { Locator, Page } from '@playwright/test';

export const UNSAVED_CHANGES_MESSAGE =
  'You have unsaved changes. Are you sure you want to leave? Your changes will be lost.';

export class UnsavedChangesDialog {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('dialog', { name: 'Unsaved Changes' });
  }

  /** Any dialog at all, to check none was asked. */
  get anyDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async leave() {
    await this.root.getByRole('button', { name: 'Leave' }).click();
  }

  async stay() {
    await this.root.getByRole('button', { name: 'Stay' }).click();
  }
}
