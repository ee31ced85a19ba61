// The guarded layout's sidebar: the queue links and their counts, the user card, collapse, logout.
import type { Locator, Page } from '@playwright/test';

export type QueueLinkName = 'Agencies' | 'Updated Profiles' | 'Rereview Requests';

export class Sidebar {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('sidebar');
  }

  get logo(): Locator {
    return this.root.getByRole('img', { name: 'Agency Review Console' });
  }

  /** A queue's link; a RegExp for other languages. Names start with the queue (the count follows). */
  link(name: QueueLinkName | RegExp): Locator {
    return this.root.getByRole('link', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });
  }

  /** The open-review count shown beside a queue's link. */
  count(name: QueueLinkName): Locator {
    return this.link(name).getByTestId('nav-count');
  }

  async openQueue(name: QueueLinkName | RegExp) {
    await this.link(name).click();
  }

  get userInitials(): Locator {
    return this.page.getByTestId('user-initials');
  }

  get userName(): Locator {
    return this.page.getByTestId('user-name');
  }

  get userEmail(): Locator {
    return this.page.getByTestId('user-email');
  }

  get collapseButton(): Locator {
    return this.page.getByRole('button', { name: 'Collapse sidebar' });
  }

  get expandButton(): Locator {
    return this.page.getByRole('button', { name: 'Expand sidebar' });
  }

  /** Logout in either language. */
  get logoutButton(): Locator {
    return this.page.getByRole('button', { name: /^(Logout|تسجيل الخروج)$/ });
  }

  /** Asks to log out; does not wait for the answer. */
  async logout() {
    await this.logoutButton.click();
  }
}
