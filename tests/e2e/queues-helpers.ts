// What the queue specs share: the seeded rows they rely on and how to read the table.
import type { Page } from '@playwright/test';

/** The newest rows of the demo seed (src/demo-api/seed.ts), newest first. */
export const NEWEST = {
  pending: {
    name: 'Blue Studio',
    agencyId: '66f1a0000000000000000000',
    reviewId: '66f1c0000000000000000000',
  },
  inProgress: {
    name: 'Falcon Studio',
    agencyId: '66f1a0000000000000000001',
    reviewId: '66f1c0000000000000000001',
  },
} as const;
export const AGENCY_COUNT = 48;

export const rows = (page: Page) => page.getByTestId('queue-row');
export const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
export const firstNames = async (page: Page, count: number) =>
  (await rows(page).locator('td:first-child p:first-child').allTextContents()).slice(0, count);
export const searchBox = (page: Page) => page.getByRole('searchbox');
