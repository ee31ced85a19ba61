// Imperfect list answers in the browser: a 300-character unbroken name, email and location, a
// malformed row, a date that is not a date, an answer off the contract.
import type { Page } from '@playwright/test';
import { LanguageSwitch } from '../pages/language-switch';
import { QueuePage } from '../pages/queue-page';
import { AGENCY_COUNT, NEWEST } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

type Row = {
  _id: string;
  submittedAt?: unknown;
  agencyId: { workEmail?: string; profile: Record<string, unknown> };
};

const LONG_NAME = `Agency${'N'.repeat(294)}`;
const LONG_EMAIL = `${'e'.repeat(288)}@agency.test`;
const LONG_PLACE = `Place${'P'.repeat(295)}`;

/** Rewrites the Agencies answer on its way to the console, as a backend might send it. */
async function rewriteAgencies(page: Page, change: (rows: Row[]) => unknown[]) {
  await page.route(/\/api\/agency-review-management$/, async (route) => {
    const answer = await route.fetch();
    const { data } = (await answer.json()) as { data: Row[] };
    await route.fulfill({ response: answer, json: { data: change(data) } });
  });
}

/** The newest pending row's agency, with its name, email and first location 300 characters long. */
const withLongTexts = (data: Row[]) =>
  data.map((item) =>
    item._id === NEWEST.pending.reviewId
      ? {
          ...item,
          agencyId: {
            ...item.agencyId,
            workEmail: LONG_EMAIL,
            profile: { ...item.agencyId.profile, name: LONG_NAME, locations: [LONG_PLACE] },
          },
        }
      : item,
  );

const pageFitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

for (const language of ['en', 'ar'] as const) {
  test(`long unbroken names, emails and locations are cut with an ellipsis and a tooltip (${language})`, async ({
    page,
  }) => {
    const queue = new QueuePage(page);
    await page.addInitScript((l) => localStorage.setItem('rc.language', l), language);
    await rewriteAgencies(page, withLongTexts);
    await queue.open();
    const long = queue.row(LONG_NAME.slice(0, 20));
    await expect(long).toBeVisible();

    for (const text of [LONG_NAME, LONG_EMAIL, LONG_PLACE]) {
      const shown = long.getByText(text, { exact: true });
      await expect(shown).toHaveAttribute('title', text);
      await expect(shown).toHaveAttribute('dir', 'auto');
      await expect(shown).toHaveCSS('text-overflow', 'ellipsis');
      // Cut, not wrapped: one line, narrower than the text.
      expect(await shown.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    }
    expect(await pageFitsTheWindow(page)).toBe(true);
    // At a desktop width the whole table fits, with no scrolling sideways.
    const table = page.getByRole('table');
    expect(await table.evaluate((node) => node.scrollWidth <= node.parentElement!.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`long-text-${language}.png`) });

    await page.setViewportSize({ width: 900, height: 700 });
    await expect(long).toBeVisible();
    expect(await pageFitsTheWindow(page)).toBe(true);
  });
}

test('a malformed row is left out, logged by id, and the rest show with a quiet notice', async ({ page }) => {
  const queue = new QueuePage(page);
  const logged: unknown[] = [];
  page.on('console', async (message) => {
    if (message.type() === 'error') logged.push(await Promise.all(message.args().map((a) => a.jsonValue())));
  });
  await rewriteAgencies(page, (data) => [{ _id: 'broken-row', status: 7, agencyId: null }, ...data]);
  await queue.open();
  await expect(page.getByRole('status').filter({ hasText: '1 review could not be shown' })).toBeVisible();
  await expect(queue.rows).toHaveCount(10);
  await expect(page.getByText(`1–10 of ${AGENCY_COUNT}`)).toBeVisible();
  await expect
    .poll(() => logged)
    .toContainEqual(['agencyReviews: 1 malformed rows left out', [{ index: 0, id: 'broken-row' }]]);
});

test('a request date that is not a real date reads "Invalid date", in English and Arabic', async ({
  page,
}) => {
  const queue = new QueuePage(page);
  await rewriteAgencies(page, (data) =>
    data.map((item) =>
      item._id === NEWEST.pending.reviewId ? { ...item, submittedAt: '2024-13-45' } : item,
    ),
  );
  await queue.open();
  await queue.search(NEWEST.pending.name);
  await expect(queue.row(NEWEST.pending.name).getByRole('cell').nth(2)).toHaveText('Invalid date');
  await new LanguageSwitch(page).choose('ar');
  await expect(queue.row(NEWEST.pending.name).getByRole('cell').nth(2)).toHaveText('تاريخ غير صالح');
});

test('an answer off the contract fails at once with Retry: asking again would get the same', async ({
  page,
  demo,
}) => {
  const queue = new QueuePage(page);
  await demo.setFaults({ malformedRate: 1, paths: '^/agency-review-management$' });
  await queue.open();
  await expect(queue.loadError('Failed to load agencies data')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await demo.requests({ method: 'GET', path: '/agency-review-management' })).toHaveLength(1);
});
