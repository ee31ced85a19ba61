// A queue's status filter and saved views: the toolbar's All / Pending only, Save view and the shown
// view's menu, and the views the sidebar lists under each queue. Texts come from the language's
// catalogues, so one spec drives the console in English and in Arabic.
import type { Locator, Page } from '@playwright/test';
import type enLayout from '../../locales/en/layout.json';
import type enQueues from '../../locales/en/queues.json';

export interface QueueViewTexts {
  queues: typeof enQueues;
  layout: typeof enLayout;
}

/** The catalogue's text with its values filled in ({{name}}), isolated as the console isolates them. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const isolate = (text: string) => `\u2068${text}\u2069`;

export class QueueViews {
  constructor(
    readonly page: Page,
    private readonly text: QueueViewTexts,
  ) {}

  get toolbar(): Locator {
    return this.page.getByTestId('queue-toolbar');
  }

  get statusFilter(): Locator {
    return this.page.getByRole('radiogroup', { name: this.text.queues.statusFilter.label });
  }

  /** "All" or "Pending only", as a radio button (checked or not). */
  filterOption(filter: 'all' | 'pending'): Locator {
    return this.statusFilter.getByRole('radio', { name: this.text.queues.statusFilter[filter] });
  }

  /** Chooses a filter by its visible label, as a pointer would (the radio buttons themselves are hidden). */
  async show(filter: 'all' | 'pending') {
    await this.statusFilter.getByText(this.text.queues.statusFilter[filter], { exact: true }).click();
  }

  get saveButton(): Locator {
    return this.toolbar.getByRole('button', { name: this.text.queues.views.save, exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Saves what the queue shows under this name; waits for the dialog to close. */
  async saveAs(name: string) {
    await this.saveButton.click();
    await this.dialog.getByRole('textbox', { name: this.text.queues.views.name }).fill(name);
    await this.dialog.getByRole('button', { name: this.text.queues.views.saveButton, exact: true }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  /** The toolbar's button of the view shown ("View: name"). */
  activeView(name: string): Locator {
    return this.toolbar.getByRole('button', { name: `${this.text.queues.views.active} ${name}` });
  }

  /** A queue's list of saved views in the sidebar (or the narrow window's drawer). */
  sidebarList(queueLabel: string): Locator {
    return this.page.getByRole('list', {
      name: fill(this.text.layout.nav.savedViews, { queue: queueLabel }),
    });
  }

  sidebarView(name: string): Locator {
    return this.page.getByTestId('sidebar').getByRole('link', { name, exact: true });
  }

  sidebarViewOptions(name: string): Locator {
    return this.page
      .getByTestId('sidebar')
      .getByRole('button', { name: fill(this.text.queues.views.options, { name: isolate(name) }) });
  }

  menuItem(item: 'rename' | 'delete' | 'saveNew'): Locator {
    return this.page.getByRole('menuitem', { name: this.text.queues.views[item] });
  }

  /** Deletes a view from its sidebar entry's menu, confirming. */
  async deleteFromSidebar(name: string) {
    await this.sidebarViewOptions(name).click();
    await this.menuItem('delete').click();
    await this.dialog.getByRole('button', { name: this.text.queues.views.deleteButton, exact: true }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }
}
