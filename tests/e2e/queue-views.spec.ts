// "Pending only" and saved views on the queues, in English and in Arabic: the filter and its memory
// across a reload, a view saved from the toolbar, listed in the sidebar and restored from there,
// deleted; and no critical or serious axe violation on the way.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type enLayout from '../../locales/en/layout.json';
import { paths } from '../../src/renderer/src/lib/paths';
import { QueuePage } from '../pages/queue-page';
import { QueueViews } from '../pages/queue-views';
import { AGENCY_COUNT } from '../pages/seed-reviews';
import { expectNoSeriousViolations, openInLanguage, textsIn, type UiLanguage } from './a11y-helpers';
import { expect, signInThroughApi, test } from './fixtures';

const layoutIn = (language: UiLanguage) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/layout.json`, import.meta.url), 'utf8'),
  ) as typeof enLayout;

/** How many of the Agencies list's reviews are pending, as the demo API answers now. */
async function pendingAgencies(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/agency-review-management')).json()) as {
    data: { status: string }[];
  };
  return answer.data.filter((review) => review.status.toLowerCase() === 'pending').length;
}

const VIEW_NAMES = { en: 'Studios waiting', ar: 'استوديوهات معلّقة' } as const;

for (const language of ['en', 'ar'] as const satisfies readonly UiLanguage[]) {
  const { queues } = textsIn(language);
  const text = { queues, layout: layoutIn(language) };
  const range = (from: number, to: number, total: number) =>
    queues.table.range
      .replace('{{from}}', String(from))
      .replace('{{to}}', String(to))
      .replace('{{total}}', String(total));

  test.describe(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page }) => {
      await openInLanguage(page, language);
      await signInThroughApi(page);
    });

    test('Pending only shows the pending reviews with the search, and is remembered after a reload', async ({
      page,
    }) => {
      const queue = new QueuePage(page);
      const views = new QueueViews(page, text);
      const pending = await pendingAgencies(page);
      expect(pending).toBeGreaterThan(10);
      await queue.open();
      await expect(queue.rows).toHaveCount(10);
      await expect(views.filterOption('all')).toBeChecked();
      await page
        .getByRole('button', { name: queues.table.pages.page.replace('{{page}}', '2'), exact: true })
        .click();

      await views.show('pending');
      await expect(views.filterOption('pending')).toBeChecked();
      // Back to the first page; the count and the pages follow the filter.
      await expect(page.getByText(range(1, 10, pending))).toBeVisible();
      await expect(queue.rows.locator('[data-status]')).toHaveText(Array(10).fill(queues.status.pending));

      await queue.search('studio');
      await expect(page.getByRole('table')).toHaveAttribute('data-search', 'studio');
      for (const row of await queue.rows.all()) {
        await expect(row.locator('[data-status]')).toHaveText(queues.status.pending);
        await expect(row).toContainText(/studio/i);
      }
      // J still walks the rows shown.
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('j');
      await expect(queue.selectedRow).toHaveCount(1);

      await page.reload();
      await expect(views.filterOption('pending')).toBeChecked();
      await expect(page.getByText(range(1, 10, pending))).toBeVisible();
      await expect(queue.rows.locator('[data-status]')).toHaveText(Array(10).fill(queues.status.pending));

      // By keyboard: the filter's radio buttons move with the arrow keys.
      await views.filterOption('pending').focus();
      await page.keyboard.press('ArrowUp');
      await expect(views.filterOption('all')).toBeChecked();
      await expect(page.getByText(range(1, 10, AGENCY_COUNT))).toBeVisible();
      await page.reload();
      await expect(views.filterOption('all')).toBeChecked();
    });

    test('a saved view is listed in the sidebar, restores its search, order and filter, and can be deleted', async ({
      page,
    }) => {
      const queue = new QueuePage(page);
      const views = new QueueViews(page, text);
      const name = VIEW_NAMES[language];
      await queue.open();
      await expect(queue.rows).toHaveCount(10);
      await queue.search('studio');
      await page.getByRole('button', { name: new RegExp(queues.sort.label) }).click();
      await page.getByRole('menuitemradio', { name: queues.sort.oldest }).click();
      await views.show('pending');
      await views.saveAs(name);

      const link = views.sidebarView(name);
      await expect(views.sidebarList(text.layout.nav.agencies).getByRole('link')).toHaveText([name]);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveURL(/\/\?view=[\w-]+$/);
      await expect(views.activeView(name)).toBeVisible();
      const shownFirst = await queue.firstNames(10);

      // Somewhere else entirely, then the view again.
      await page.getByTestId('sidebar').getByRole('link', { name: text.layout.nav.updatedProfiles }).click();
      await expect(page).toHaveURL(paths.updatedProfiles.getHref());
      await page
        .getByTestId('sidebar')
        .getByRole('link', { name: new RegExp(`^${text.layout.nav.agencies}`) })
        .click();
      await queue.search('');
      await views.show('all');
      await expect(link).not.toHaveAttribute('aria-current');
      await expect(page.getByText(range(1, 10, AGENCY_COUNT))).toBeVisible();

      await link.click();
      await expect(queue.searchBox).toHaveValue('studio');
      await expect(page.getByRole('button', { name: new RegExp(queues.sort.label) })).toHaveText(
        queues.sort.oldest,
      );
      await expect(views.filterOption('pending')).toBeChecked();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => queue.firstNames(10)).toEqual(shownFirst);

      // Kept on this machine: there after a reload, and shown again from its address.
      await page.reload();
      await expect(views.activeView(name)).toBeVisible();
      await expect(queue.searchBox).toHaveValue('studio');
      await expect(link).toHaveAttribute('aria-current', 'page');

      await views.deleteFromSidebar(name);
      await expect(link).toHaveCount(0);
      await expect(page).toHaveURL(paths.agencies.getHref());
      await expect(views.saveButton).toBeVisible();
      await page.reload();
      await expect(queue.rows.first()).toBeVisible();
      await expect(views.sidebarList(text.layout.nav.agencies)).toHaveCount(0);
    });

    test('the filter, the save dialog and the view menus have no serious axe violation', async ({ page }) => {
      const queue = new QueuePage(page);
      const views = new QueueViews(page, text);
      const check = (screen: string) => expectNoSeriousViolations(page, `${screen} (${language})`);
      await queue.open();
      await expect(queue.rows).toHaveCount(10);
      await views.show('pending');
      await expect(views.filterOption('pending')).toBeChecked();
      await check('Agencies, Pending only');

      await views.saveButton.click();
      await expect(views.dialog).toBeVisible();
      await expect(views.dialog).toHaveCSS('opacity', '1');
      await views.dialog.getByRole('button', { name: queues.views.saveButton, exact: true }).click();
      await expect(views.dialog.getByText(queues.views.errors.empty)).toBeVisible();
      await check('Save view dialog with an error');
      await views.dialog.getByRole('textbox', { name: queues.views.name }).fill(VIEW_NAMES[language]);
      await views.dialog.getByRole('button', { name: queues.views.saveButton, exact: true }).click();
      await views.dialog.waitFor({ state: 'detached' });

      await views.sidebarViewOptions(VIEW_NAMES[language]).click();
      await expect(views.menuItem('rename')).toBeFocused();
      await check('a saved view with its sidebar menu open');
      await page.keyboard.press('Escape');
      await expect(views.menuItem('rename')).toHaveCount(0);
      await views.activeView(VIEW_NAMES[language]).click();
      await views.menuItem('delete').click();
      await expect(views.dialog).toHaveCSS('opacity', '1');
      await check('Delete view dialog');
    });
  });
}
