// What the queue specs share: the seeded rows they rely on and how to read the table.
import type { Page } from '@playwright/test';
import { DEFAULT_AGENCIES, newestSeededReview } from '../../src/demo-api/seed';

/** The newest rows of the demo seed: the first two of the Agencies list. */
export const NEWEST = {
  pending: newestSeededReview('agency', 'pending'),
  inProgress: newestSeededReview('agency', 'in progress'),
} as const;
export const AGENCY_COUNT = DEFAULT_AGENCIES;

export const rows = (page: Page) => page.getByTestId('queue-row');
export const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
export const firstNames = async (page: Page, count: number) =>
  (await rows(page).locator('td:first-child p:first-child').allTextContents()).slice(0, count);
export const searchBox = (page: Page) => page.getByRole('searchbox');
