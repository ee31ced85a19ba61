// Shared by the review-step specs: demo reviews to open, and locators for the step form.
import { expect, type Page } from '@playwright/test';
import { newestSeededReview } from '../../src/demo-api/seed';
import { proxiedApiPath } from './routes';

/** The newest "in progress" review of each queue, with nothing validated yet. */
export const IN_PROGRESS = newestSeededReview('agency', 'in progress');
export const UPDATED_IN_PROGRESS = newestSeededReview('updated', 'in progress');

export interface FieldGroups {
  profileFields: { path: string }[];
  socialLinksFields: { path: string }[];
  tagsFields: { path: string }[];
  workFields: { path: string }[];
  serviceFields: { path: string }[];
}

export async function fieldGroups(page: Page, agencyId: string): Promise<FieldGroups> {
  const response = await page.request.get(proxiedApiPath('validationFields', { agencyId }));
  return (await response.json()) as FieldGroups;
}

export const profileStepPaths = (groups: FieldGroups) =>
  [...groups.profileFields, ...groups.socialLinksFields, ...groups.tagsFields, ...groups.workFields].map(
    (field) => field.path,
  );

export const field = (page: Page, path: string) => page.locator(`[data-field-path="${path}"]`);

export async function markInvalid(page: Page, path: string, note?: string) {
  const item = field(page, path);
  await item.getByRole('radio', { name: 'Invalid' }).check();
  if (note !== undefined) await item.getByRole('textbox', { name: 'Note' }).fill(note);
}

/** Opens a step and waits for its form (the first load builds the whole field list; until everything
 * has loaded the step shows a disabled Next without a form). */
export async function openStep(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('form')).toBeVisible({ timeout: 15_000 });
}

/** After an in-app navigation: the new step's title and its loaded form (React keeps the old page
 * on screen until the new one has rendered). */
export async function waitForStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('form', { name: title })).toBeVisible({ timeout: 15_000 });
}
