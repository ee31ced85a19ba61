// What follows a conclusion, as the reviewer chose in Settings: the next pending review of the same
// queue, started for them (one start, one conclusion at the demo API), and the undo window (Undo, Send
// now, the window's end, and a reload during it, which sends nothing and says so), in both languages.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readReviewList } from '../../src/shared/api/review-list';
import { sortRows } from '../../src/shared/domain/review-rows';
import { rowsOf } from '../../src/shared/domain/row-columns';
import { isPending } from '../../src/shared/domain/review-status';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import type enReport from '../../locales/en/report.json';
import type enSettings from '../../locales/en/settings.json';
import { expectNoSeriousViolations, openInLanguage, type UiLanguage } from './a11y-helpers';
import { startThroughApi, validateThroughApi } from '../pages/review-setup';
import { apiPath, atRoute, proxiedApiPath, stepUrl } from '../pages/routes';
import { NEWEST } from '../pages/seed-reviews';
import { expect, signInThroughApi, test, type DemoControl } from './fixtures';

const REVIEW = NEWEST.pending;
const CONCLUSION = 'Every field checked; the agency meets the standard.';

const catalogue = <T>(language: UiLanguage, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;
const texts = (language: UiLanguage) => ({
  report: catalogue<typeof enReport>(language, 'report'),
  settings: catalogue<typeof enSettings>(language, 'settings'),
});

/** The reviewer's choices, as Settings stores them in a browser (lib/local-data). */
async function choose(page: Page, preferences: { afterConclusion?: 'queue' | 'next'; undoSeconds?: number }) {
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, JSON.stringify(value));
    },
    {
      key: `rc.local.preferences.${DEMO_CREDENTIALS.email.toLowerCase()}`,
      value: { afterConclusion: 'queue', undoSeconds: 0, ...preferences },
    },
  );
}

/** The review's report, started and validated as another tab would, with the conclusion typed. */
async function reportReadyToSubmit(page: Page, language: UiLanguage) {
  await startThroughApi(page, REVIEW);
  await validateThroughApi(page, REVIEW);
  await page.goto(stepUrl(REVIEW, 'report'));
  const box = page.getByRole('textbox', { name: texts(language).report.conclusion.label });
  await box.fill(CONCLUSION);
  return box;
}

const submit = (page: Page, language: UiLanguage) =>
  page.getByRole('button', { name: texts(language).report.conclusion.submit, exact: true }).click();

/** The pending review the Agencies list shows first in its default order (newest), after this one. */
async function nextPendingAfter(page: Page, agencyId: string) {
  const answer = (await (await page.request.get(proxiedApiPath('agencyReviews'))).json()) as
    unknown[] | { data: unknown[] };
  const rows = sortRows(rowsOf(readReviewList(Array.isArray(answer) ? answer : answer.data).items), 'newest');
  const next = rows.find((row) => row.id !== agencyId && isPending(row.status));
  if (!next) throw new Error('The demo seed has no second pending review');
  return { agencyId: next.id, reviewId: next.reviewerId };
}

const conclusionsSent = (demo: DemoControl) =>
  demo.requests({ method: 'POST', path: apiPath('submitConclusion', REVIEW) });

/** Submits the typed conclusion with an undo window of `seconds`: the bar shows, nothing is sent yet. */
async function heldFor(page: Page, demo: DemoControl, language: UiLanguage, seconds: number) {
  const { report } = texts(language);
  await choose(page, { undoSeconds: seconds });
  await reportReadyToSubmit(page, language);
  await demo.clearRequests();
  await submit(page, language);
  const bar = page.getByRole('region', { name: report.held.region });
  await expect(bar).toBeVisible();
  return { report, bar };
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`after a conclusion (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await openInLanguage(page, language);
      await signInThroughApi(page);
    });

    test('opens the next pending review of the queue, started once, after one conclusion', async ({
      page,
      demo,
    }) => {
      await choose(page, { afterConclusion: 'next' });
      await reportReadyToSubmit(page, language);
      const next = await nextPendingAfter(page, REVIEW.agencyId);
      await demo.clearRequests();

      await submit(page, language);

      await expect(page).toHaveURL(atRoute(stepUrl(next, 'profile')));
      expect(await conclusionsSent(demo)).toHaveLength(1);
      const starts = await demo.requests({ method: 'POST', path: /\/review\/start$/ });
      expect(starts.map((request) => request.path)).toEqual([apiPath('startReview', next)]);
      await expectNoSeriousViolations(page, `next review (${language})`);
    });

    test('the choice is made in Settings and kept after a reload', async ({ page }) => {
      const { settings } = texts(language);
      await page.goto('/settings');
      const next = page.getByRole('radio', { name: settings.afterConclusion.next });
      await expect(next).toBeEnabled();
      await next.check();
      await page
        .getByRole('combobox', { name: settings.undo.label })
        .selectOption({ label: settings.undo.seconds.replace('{{count}}', '7') });
      await expectNoSeriousViolations(page, `settings (${language})`);
      await page.reload();
      await expect(page.getByRole('radio', { name: settings.afterConclusion.next })).toBeChecked();
      await expect(page.getByRole('combobox', { name: settings.undo.label })).toHaveValue('7');
    });

    test('holds the conclusion for its undo window: Undo returns to the report with the text kept', async ({
      page,
      demo,
    }) => {
      const { report, bar } = await heldFor(page, demo, language, 10);
      // The reviewer moves on at once; the bar offers Undo while the window runs.
      await expect(page).toHaveURL(atRoute('/'));
      await expectNoSeriousViolations(page, `undo window (${language})`);
      await bar.getByRole('button', { name: report.held.undo }).click();

      await expect(page).toHaveURL(atRoute(stepUrl(REVIEW, 'report')));
      await expect(page.getByRole('textbox', { name: report.conclusion.label })).toHaveValue(CONCLUSION);
      await expect(bar).toBeHidden();
      // Longer than the window would have been: nothing is sent after an Undo.
      await page.waitForTimeout(10_500);
      expect(await conclusionsSent(demo)).toHaveLength(0);
    });

    test('Send now sends at once, exactly once', async ({ page, demo }) => {
      const { report, bar } = await heldFor(page, demo, language, 10);
      await bar.getByRole('button', { name: report.held.sendNow }).click();
      await expect(page.getByText(report.conclusion.submitted)).toBeVisible();
      await expect(bar).toBeHidden();
      await page.waitForTimeout(10_500);
      expect(await conclusionsSent(demo)).toHaveLength(1);
    });

    test('sends the held conclusion when the window ends, once', async ({ page, demo }) => {
      const { report } = await heldFor(page, demo, language, 5);
      expect(await conclusionsSent(demo)).toHaveLength(0);
      await expect(page.getByText(report.conclusion.submitted)).toBeVisible({ timeout: 10_000 });
      expect(await conclusionsSent(demo)).toHaveLength(1);
    });

    test('a session that ends during the window sends nothing, and the next sign-in says so', async ({
      page,
      demo,
    }) => {
      const { report } = await heldFor(page, demo, language, 5);
      await demo.expireSessions();
      await demo.clearRequests();

      // The window ends on an expired session: the 401 ends it, and nothing is stored.
      await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
      await signInThroughApi(page);
      await page.goto('/');
      await expect(page.getByTestId('held-notice')).toContainText(report.held.closedDuringWindow.title);
      // Its check before sending met the 401: the conclusion itself was never posted.
      expect(await conclusionsSent(demo)).toHaveLength(0);
      await page.getByTestId('held-notice').getByRole('link', { name: report.held.openReport }).click();
      await expect(page.getByRole('textbox', { name: report.conclusion.label })).toHaveValue(CONCLUSION);
    });

    test('a reload during the window sends nothing, and the next start says the text is a draft', async ({
      page,
      demo,
    }) => {
      const { report } = await heldFor(page, demo, language, 5);
      await page.reload();

      const notice = page.getByTestId('held-notice');
      await expect(notice).toContainText(report.held.closedDuringWindow.title);
      await expectNoSeriousViolations(page, `held notice (${language})`);
      await page.waitForTimeout(6_000);
      expect(await conclusionsSent(demo)).toHaveLength(0);

      await notice.getByRole('link', { name: report.held.openReport }).click();
      await expect(page).toHaveURL(atRoute(stepUrl(REVIEW, 'report')));
      await expect(page.getByRole('textbox', { name: report.conclusion.label })).toHaveValue(CONCLUSION);
      // Said once: the next start has nothing more to say.
      await page.reload();
      await expect(page.getByRole('textbox', { name: report.conclusion.label })).toHaveValue(CONCLUSION);
      await expect(page.getByTestId('held-notice')).toHaveCount(0);
    });
  });
}
