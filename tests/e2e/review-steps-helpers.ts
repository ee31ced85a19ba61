// The field groups a review step shows, read through web mode's /api proxy (the step form's
// locators and actions live in tests/pages/review-step-page.ts).
import type { Page } from '@playwright/test';
import { proxiedApiPath } from '../pages/routes';

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
