// Re-reviews that show what changed, in English and Arabic: the reviewer reviews an agency from the
// Agencies queue through its steps; the agency then changes its profile (the demo API's test control)
// and appears in Updated Profiles; its re-review shows each changed field's earlier value, as this
// browser kept it, beside the current one with the differences marked, says so where no earlier value
// was kept, and its report names the changed fields. axe finds nothing serious on either screen.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type enQueues from '../../locales/en/queues.json';
import type enReport from '../../locales/en/report.json';
import type enReview from '../../locales/en/review.json';
import { paths } from '../../src/renderer/src/lib/paths';
import { expectNoSeriousViolations, openInLanguage, type UiLanguage } from './a11y-helpers';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute, proxiedApiPath, stepUrl } from '../pages/routes';
import { NEWEST } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

const AGENCY = NEWEST.pending;
const LANGUAGES = ['English', 'Arabic', 'French', 'Urdu'];

const catalogue = <T>(language: UiLanguage, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;
const textsOf = (language: UiLanguage) => ({
  queues: catalogue<typeof enQueues>(language, 'queues'),
  review: catalogue<typeof enReview>(language, 'review'),
  report: catalogue<typeof enReport>(language, 'report'),
});

interface Agency {
  profile: { bio: string; language: string[] };
  work: unknown[];
}

const agencyDetails = async (page: Page) =>
  (await (
    await page.request.get(proxiedApiPath('agencyDetails', { agencyId: AGENCY.agencyId }))
  ).json()) as Agency;

// A review's steps, a profile update and a re-review: generous on a busy CI machine.
test.describe.configure({ timeout: 90_000 });

for (const language of ['en', 'ar'] as const) {
  test(`a re-review shows what changed since the reviewer last looked (${language})`, async ({
    page,
    demo,
  }) => {
    const texts = textsOf(language);
    const step = new ReviewStepPage(page);
    const next = page.getByRole('button', { name: texts.review.actions.next, exact: true });
    const startReview = () =>
      page
        .getByTestId('queue-row')
        .filter({ hasText: AGENCY.name })
        .getByRole('button', { name: texts.queues.action.startReview })
        .click();
    await openInLanguage(page, language);
    await signInThroughApi(page);

    // The first review, from the Agencies queue, through both steps to the report.
    await page.goto(paths.agencies.getHref());
    await startReview();
    await expect(page).toHaveURL(atRoute(stepUrl(AGENCY, 'profile')));
    await expect(step.fields.first()).toBeVisible();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(atRoute(stepUrl(AGENCY, 'services')));
    await expect(step.fields.first()).toBeVisible();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(atRoute(stepUrl(AGENCY, 'report')));

    // The agency changes its bio (a word), its languages (one gone, one new) and adds a work item.
    const before = await agencyDetails(page);
    const bio = before.profile.bio.replace('building', 'shaping');
    const dropped = before.profile.language[0];
    const added = LANGUAGES.find((name) => !before.profile.language.includes(name))!;
    const newWork = `work[${before.work.length}]`;
    const { reviewId } = await demo.updateProfile(AGENCY.agencyId, {
      'profile.bio': bio,
      'profile.language': [...before.profile.language.slice(1), added],
      [newWork]: { links: [{ url: 'https://portfolio.example/new', linkName: 'New case' }] },
    });
    const rereview = { agencyId: AGENCY.agencyId, reviewId };

    // The re-review, from Updated Profiles.
    await page.goto(paths.updatedProfiles.getHref());
    await startReview();
    await expect(page).toHaveURL(atRoute(stepUrl(rereview, 'profile', 'updated')));

    const bioField = step.field('profile.bio');
    const earlierBio = bioField.getByTestId('earlier-value');
    await expect(
      earlierBio.getByText(texts.review.changes.lastSeen.split('{{date}}')[0].trim()),
    ).toBeVisible();
    const removed = earlierBio.locator('del');
    await expect(removed).toHaveText(
      `${texts.review.changes.removed} building ${texts.review.changes.removedEnd}`,
    );
    // Struck through and underlined: the marks read without their colours.
    expect(await removed.evaluate((mark) => getComputedStyle(mark).textDecorationLine)).toBe('line-through');
    const inserted = bioField.getByTestId('field-value').locator('ins');
    await expect(inserted).toHaveText(
      `${texts.review.changes.added} shaping ${texts.review.changes.addedEnd}`,
    );
    expect(await inserted.evaluate((mark) => getComputedStyle(mark).textDecorationLine)).toBe('underline');

    const languages = step.field('profile.language');
    await expect(languages.getByTestId('earlier-value').locator('del')).toContainText(dropped);
    await expect(languages.getByTestId('field-value').locator('ins')).toContainText(added);

    // The new work item was never seen here.
    await expect(step.field(newWork).getByTestId('earlier-value-note')).toHaveText(
      texts.review.changes.noEarlier,
    );
    // Unchanged fields are shown as before, without a comparison.
    await expect(step.field('profile.name').getByTestId('earlier-value-note')).toHaveCount(0);
    await expectNoSeriousViolations(page, `re-review step (${language})`);

    // Judged and sent; the services step changed nothing; the report names the changed fields.
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(atRoute(stepUrl(rereview, 'services', 'updated')));
    await next.click();
    await expect(page).toHaveURL(atRoute(stepUrl(rereview, 'report', 'updated')));
    const summary = page.getByTestId('changed-fields-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('3');
    const changedRows = page.locator('tbody tr').filter({ hasText: texts.report.changes.marker });
    await expect(changedRows.locator('code')).toHaveText(['profile.bio', 'profile.language', newWork]);
    await expectNoSeriousViolations(page, `re-review report (${language})`);
  });
}
