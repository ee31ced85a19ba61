// Keyboard-first queues (issue: reviewer speed): / to search, J and K through the rows, Enter to start
// or view, ? for the sheet of keys, and the switch that turns single-key shortcuts off (WCAG 2.1.4),
// in English and Arabic, on an Arabic keyboard layout too.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, openInLanguage } from './a11y-helpers';
import { SettingsMenu, ShortcutsSheet } from '../pages/keyboard-shortcuts';
import { QueuePage } from '../pages/queue-page';
import { apiPath, atRoute, stepUrl } from '../pages/routes';
import { NEWEST } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

/** A key press as an Arabic layout sends it: the J key's code, the letter it types there. */
async function pressOnArabicLayout(page: Page, code: string, key: string) {
  await page.evaluate(
    ([code, key]) => {
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { code, key, bubbles: true, cancelable: true }));
    },
    [code, key],
  );
}

async function openAgencies(page: Page) {
  const queue = new QueuePage(page);
  await queue.open();
  // Generous: the first list answer of a worker can be slow on a busy machine.
  await expect(queue.rows).toHaveCount(10, { timeout: 15_000 });
  return queue;
}

test('the Agencies queue by keyboard alone: /, a search, J and K, then Enter starts the review once', async ({
  page,
  demo,
}) => {
  const queue = await openAgencies(page);
  await demo.clearRequests();

  await page.keyboard.press('/');
  await expect(queue.searchBox).toBeFocused();
  await page.keyboard.type('studio');
  await expect.poll(() => queue.firstNames(2)).toEqual([NEWEST.pending.name, NEWEST.inProgress.name]);
  // Esc leaves the box and keeps the search, so the letters that follow are shortcuts again.
  await page.keyboard.press('Escape');
  await expect(queue.searchBox).not.toBeFocused();
  await expect(queue.searchBox).toHaveValue('studio');

  await page.keyboard.press('j');
  await expect(queue.selectedRow).toContainText(NEWEST.pending.name);
  await expect(queue.selectedRow).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('j');
  await expect(queue.selectedRow).toContainText(NEWEST.inProgress.name);
  await page.keyboard.press('k');
  await expect(queue.selectedRow).toContainText(NEWEST.pending.name);
  await expect(queue.selectedRow).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atRoute(stepUrl(NEWEST.pending, 'profile')));
  const starts = await demo.requests({ method: 'POST', path: /\/review\/start$/ });
  expect(starts.map((r) => r.path)).toEqual([apiPath('startReview', NEWEST.pending)]);
});

test('Enter on a selected review in progress opens it without a start call', async ({ page, demo }) => {
  await openAgencies(page);
  await demo.clearRequests();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atRoute(stepUrl(NEWEST.inProgress, 'profile')));
  expect(await demo.requests({ method: 'POST', path: /\/review\/start$/ })).toHaveLength(0);
});

test('J past the last row turns to the next page', async ({ page }) => {
  const queue = await openAgencies(page);
  for (let i = 0; i < 11; i++) await page.keyboard.press('j');
  await expect(queue.pageButton(2)).toHaveAttribute('data-active', 'true');
  await expect(queue.selectedRow).toHaveCount(1);
  await expect
    .poll(async () => (await queue.firstNames(1))[0])
    .toBe(await queue.selectedRow.locator('td:first-child p:first-child').textContent());
});

test('on an Arabic keyboard layout J and K act by their keys, which type ت and ن', async ({ page }) => {
  const queue = await openAgencies(page);
  await pressOnArabicLayout(page, 'KeyJ', 'ت');
  await expect(queue.selectedRow).toContainText(NEWEST.pending.name);
  await pressOnArabicLayout(page, 'KeyJ', 'ت');
  await expect(queue.selectedRow).toContainText(NEWEST.inProgress.name);
  await pressOnArabicLayout(page, 'KeyK', 'ن');
  await expect(queue.selectedRow).toContainText(NEWEST.pending.name);
  // A "j" typed by another key (a Dvorak layout's C key) is not J.
  await pressOnArabicLayout(page, 'KeyC', 'j');
  await expect(queue.selectedRow).toContainText(NEWEST.pending.name);
  // ? on an Arabic keyboard: Shift and the / key, which types ؟ there.
  await page.evaluate(() =>
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', {
        code: 'Slash',
        key: '؟',
        shiftKey: true,
        bubbles: true,
        cancelable: true,
      }),
    ),
  );
  await expect(new ShortcutsSheet(page).root).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`the ? sheet lists the queue's keys and closes with Esc, in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
  }) => {
    await openInLanguage(page, language);
    const queue = await openAgencies(page);
    await page.keyboard.press('j');
    await expect(queue.selectedRow).toHaveCount(1);
    await expectNoSeriousViolations(page, `queue with a selected row (${language})`);

    // The toolbar's first button (the sort menu's), which gets focus back once the sheet closes.
    const toolbarButton = page.getByTestId('queue-toolbar').getByRole('button').first();
    await toolbarButton.focus();
    const sheet = new ShortcutsSheet(page, language);
    await sheet.openWithKey();
    await expect(sheet.root).toBeVisible();
    await expect(sheet.root).toHaveCSS('opacity', '1');
    for (const action of ['focusSearch', 'nextRow', 'previousRow', 'openRow'] as const) {
      await expect(
        sheet.table('thisScreen').getByRole('row').filter({ hasText: sheet.texts.actions[action] }),
      ).toBeVisible();
    }
    await expect(sheet.action('nextRow').locator('kbd')).toHaveText('J');
    await expect(sheet.action('openRow').locator('kbd')).toHaveText(sheet.texts.keys.enter);
    await expect(sheet.table('everywhere').locator('kbd')).toHaveText('?');
    if (language === 'ar') await expect(sheet.action('nextRow')).toContainText('ت');
    await expectNoSeriousViolations(page, `keyboard shortcuts sheet (${language})`);

    await page.keyboard.press('Escape');
    await expect(sheet.root).toBeHidden();
    await expect(toolbarButton).toBeFocused();
    // ? opens it again, and its close button closes it.
    await sheet.openWithKey();
    await sheet.closeButton.click();
    await expect(sheet.root).toBeHidden();
  });
}

test('with the switch off, J and / do nothing, Esc still works, and the choice survives a reload', async ({
  page,
}) => {
  const queue = await openAgencies(page);
  const settings = new SettingsMenu(page);
  await settings.open();
  await expect(settings.lettersSwitch).toBeChecked();
  await expectNoSeriousViolations(page, 'settings menu (en)');
  await settings.setLetters(false);
  await expect(settings.lettersSwitch).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings.root).toBeHidden();

  await page.locator('h1').click();
  await page.keyboard.press('j');
  await page.keyboard.press('/');
  await expect(queue.selectedRow).toHaveCount(0);
  await expect(queue.searchBox).not.toBeFocused();
  // Esc is no character key: it still leaves the search box (keeping the search).
  // (Focused as by Tab: under the mouse, Esc would first close the box's tooltip.)
  await queue.searchBox.focus();
  await page.keyboard.type('blue');
  await page.keyboard.press('Escape');
  await expect(queue.searchBox).not.toBeFocused();
  await expect(queue.searchBox).toHaveValue('blue');
  await queue.search('');

  await page.reload();
  await expect(queue.rows).toHaveCount(10);
  await page.keyboard.press('j');
  await expect(queue.selectedRow).toHaveCount(0);

  // The sheet is still there, from Settings, and says which keys are off.
  await settings.open();
  await expect(settings.lettersSwitch).not.toBeChecked();
  await settings.showShortcutsButton.click();
  const sheet = new ShortcutsSheet(page);
  await expect(sheet.root).toContainText(sheet.texts.sheet.lettersOff);
  await page.keyboard.press('Escape');
  await expect(sheet.root).toBeHidden();
  await expect(settings.button).toBeFocused();

  await settings.setLetters(true);
  await expect(settings.lettersSwitch).toBeChecked();
  await page.keyboard.press('Escape');
  await page.locator('h1').click();
  await page.keyboard.press('j');
  await expect(queue.selectedRow).toHaveCount(1);
});

test('the settings menu in Arabic, and in the collapsed sidebar', async ({ page }) => {
  await openInLanguage(page, 'ar');
  await openAgencies(page);
  const settings = new SettingsMenu(page, 'ar');
  await settings.open();
  await expect(settings.lettersSwitch).toBeVisible();
  await expectNoSeriousViolations(page, 'settings menu (ar)');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'طي الشريط الجانبي' }).click();
  await settings.open();
  await expect(settings.lettersSwitch).toBeVisible();
});
