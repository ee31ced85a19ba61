// The three queues of section 2: the table's rows, search, sort, pages, and each row's action.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/renderer/src/lib/paths';
import { loadPage, type Visit } from './navigation';

export type QueueName = 'agencies' | 'updatedProfiles' | 'rereviewRequests';
export type SortOrder = 'Newest First' | 'Oldest First';

export class QueuePage {
  constructor(
    readonly page: Page,
    private readonly visit: Visit = loadPage,
  ) {}

  async open(queue: QueueName = 'agencies') {
    await this.visit(this.page, paths[queue].getHref());
  }

  /** The screen's title; with a name, only that title. */
  heading(name?: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get rows(): Locator {
    return this.page.getByTestId('queue-row');
  }

  /** The row J and K selected (aria-selected="true"), if any. */
  get selectedRow(): Locator {
    return this.page.locator('[data-testid="queue-row"][aria-selected="true"]');
  }

  get skeletonRows(): Locator {
    return this.page.getByTestId('queue-skeleton-row');
  }

  /** The rows mentioning this text (an agency's name, usually). */
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** The status pill of the rows mentioning this text. */
  badge(text: string): Locator {
    return this.row(text).locator('[data-status]');
  }

  /** The agency names of the first rows, top to bottom. */
  async firstNames(count: number): Promise<string[]> {
    return (await this.rows.locator('td:first-child p:first-child').allTextContents()).slice(0, count);
  }

  get searchBox(): Locator {
    return this.page.getByRole('searchbox');
  }

  async search(text: string) {
    await this.searchBox.fill(text);
  }

  /** The sort button, named after the order it applies ("Sort by Request Date: Newest First"). */
  get sortButton(): Locator {
    return this.page.getByRole('button', { name: /Sort by Request Date/ });
  }

  sortOption(order: SortOrder): Locator {
    return this.page.getByRole('menuitemradio', { name: order });
  }

  async sortBy(order: SortOrder) {
    await this.sortButton.click();
    await this.sortOption(order).click();
  }

  pageButton(number: number): Locator {
    return this.page.getByRole('button', { name: `Page ${number}`, exact: true });
  }

  async goToPage(number: number) {
    await this.pageButton(number).click();
  }

  /** The list's failure with its Retry, by the queue's own message. */
  loadError(message: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: message });
  }

  startButton(agency: string): Locator {
    return this.row(agency).getByRole('button', { name: 'Start Review' });
  }

  /** Starts the agency's review; does not wait for the step to open. */
  async startReview(agency: string) {
    await this.startButton(agency).click();
  }

  viewReviewLink(agency: string): Locator {
    return this.row(agency).getByRole('link', { name: 'View Review' });
  }

  async viewReview(agency: string) {
    await this.viewReviewLink(agency).click();
  }
}
