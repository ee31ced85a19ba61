// Settings → Note snippets in Chromium, in English and Arabic: a reviewer manages their own snippets
// by keyboard alone, takes them out as snippets.json through a real download and back in through the
// real file chooser, a bad file changes nothing, and the team's set shows as the desktop app shows
// it; axe finds no serious violation in any of these states.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readSnippetFile, SNIPPET_FILE_FORMAT } from '../../src/shared/domain/snippet-file';
import type { TeamSnippets } from '../../src/shared/ipc/contract';
import { paths } from '../../src/renderer/src/lib/paths';
import { installDesktopBridge } from '../fixtures/desktop-bridge';
import { fill, isolated, SnippetSettings } from '../pages/snippet-settings';
import { expectNoSeriousViolations, openInLanguage } from './a11y-helpers';
import { expect, signInThroughApi, test } from './fixtures';

const OWNER = 'reviewer@demo.test';
const SEED = [
  { id: 'a', name: 'Blurry logo', text: 'The logo of {agency} is blurry.' },
  { id: 'b', name: 'رابط لا يعمل', text: 'الرابط في حقل {field} لا يفتح ({value}).' },
];

/** Web mode, signed in, on Settings, with the reviewer's snippets as given (none: an empty list). */
async function openSettings(page: Page, language: 'en' | 'ar', snippets: typeof SEED = []) {
  await openInLanguage(page, language);
  await signInThroughApi(page);
  await page.goto(paths.settings.getHref());
  if (snippets.length > 0) {
    // Web mode keeps a reviewer's document as rc.local.<document>.<email> (lib/local-data/local-data.ts).
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      `rc.local.snippets.${OWNER}`,
      JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: 1, snippets }),
    ] as const);
    await page.reload();
  }
  const settings = new SnippetSettings(page, language);
  await expect(settings.addButton).toBeEnabled();
  return settings;
}

/** The dialog once its opening transition has ended, so axe reads its final colours. */
async function settledDialog(settings: SnippetSettings) {
  await expect(settings.dialog).toBeVisible();
  await expect(settings.dialog).toHaveCSS('opacity', '1');
}

for (const language of ['en', 'ar'] as const) {
  const check = (page: Page, state: string) => expectNoSeriousViolations(page, `${state} (${language})`);

  test(`snippets are added, corrected, moved and deleted by keyboard alone (${language})`, async ({
    page,
  }) => {
    const settings = await openSettings(page, language);
    const { texts } = settings;
    await expect(settings.personal.getByText(texts.empty)).toBeVisible();
    await check(page, 'Settings with no snippets');

    // New snippet: Enter opens the form on the name; Enter in the name saves it.
    const add = async (name: string, text: string) => {
      await settings.addButton.focus();
      await page.keyboard.press('Enter');
      await expect(settings.nameInput).toBeFocused();
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await expect(settings.textInput).toBeFocused();
      await page.keyboard.type(text);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(settings.dialog).toBeHidden();
      await expect(settings.addButton).toBeFocused();
    };
    await add('Blurry logo', 'The logo of {agency} is blurry.');
    await add('شعار غير واضح', 'شعار {agency} غير واضح.');
    await expect(settings.status).toHaveText(fill(texts.saved, { name: isolated('شعار غير واضح') }));
    expect(await settings.names()).toEqual(['Blurry logo', 'شعار غير واضح']);

    // A taken name is refused by the name input, which keeps focus; Esc leaves without a change.
    await settings.addButton.focus();
    await page.keyboard.press('Enter');
    await expect(settings.nameInput).toBeFocused();
    await page.keyboard.type('BLURRY LOGO');
    await page.keyboard.press('Enter');
    await expect(settings.dialog.getByText(texts.editor.error.name.duplicate)).toBeVisible();
    await expect(settings.nameInput).toBeFocused();
    await expect(settings.nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.dialog.getByText(texts.editor.error.text.required)).toBeVisible();
    await settledDialog(settings);
    await check(page, 'the snippet form with errors');
    await page.keyboard.press('Escape');
    await expect(settings.dialog).toBeHidden();
    await expect(settings.addButton).toBeFocused();
    expect(await settings.names()).toEqual(['Blurry logo', 'شعار غير واضح']);

    // Move down and back up, focus staying on the moved snippet, each move announced.
    await settings.button('Blurry logo', 'moveDown').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => settings.names()).toEqual(['شعار غير واضح', 'Blurry logo']);
    await expect(settings.button('Blurry logo', 'moveUp')).toBeFocused();
    await expect(settings.status).toHaveText(
      fill(texts.moved, { name: isolated('Blurry logo'), position: 2, count: 2 }),
    );
    await page.keyboard.press('Space');
    await expect.poll(() => settings.names()).toEqual(['Blurry logo', 'شعار غير واضح']);
    await expect(settings.button('Blurry logo', 'moveDown')).toBeFocused();

    // Edit: Enter on Edit, the text changed, Enter on Save.
    await settings.button('شعار غير واضح', 'edit').focus();
    await page.keyboard.press('Enter');
    await expect(settings.nameInput).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await page.keyboard.type(' {value}');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(settings.dialog).toBeHidden();
    await expect(settings.row('شعار غير واضح')).toContainText('شعار {agency} غير واضح. {value}');
    await expect(settings.button('شعار غير واضح', 'edit')).toBeFocused();

    // Delete: Cancel is focused first; Tab to Delete; focus goes to the snippet left.
    await settings.button('Blurry logo', 'delete').focus();
    await page.keyboard.press('Enter');
    await settledDialog(settings);
    await expect(settings.dialog.getByRole('button', { name: texts.deleteDialog.cancel })).toBeFocused();
    await check(page, 'the delete confirmation');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(settings.rows).toHaveCount(1);
    await expect(settings.button('شعار غير واضح', 'edit')).toBeFocused();
    await expect(settings.status).toHaveText(fill(texts.deleted, { name: isolated('Blurry logo') }));
    // Checked once the dialog has faded out: halfway, its buttons are too faint for any contrast rule.
    await expect(settings.dialog).toBeHidden();
    await check(page, 'Settings with a snippet');

    // Kept for this reviewer on this machine.
    await page.reload();
    await expect(settings.rows).toHaveCount(1);
    await expect(settings.row('شعار غير واضح')).toContainText('{value}');
  });

  test(`snippets go out as snippets.json and come back in through the file chooser (${language})`, async ({
    page,
  }) => {
    const settings = await openSettings(page, language, SEED);
    const { texts } = settings;
    const downloading = page.waitForEvent('download');
    await settings.exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('snippets.json');
    const exported = readFileSync(await download.path(), 'utf8');
    expect(exported).not.toContain('"id"');
    expect(readSnippetFile(exported)).toEqual({
      ok: true,
      snippets: SEED.map(({ name, text }) => ({ name, text })),
    });

    // Changed since: one deleted, one rewritten. The file brings both back.
    await settings.button('Blurry logo', 'delete').click();
    await settings.dialog.getByRole('button', { name: texts.deleteDialog.confirm }).click();
    await expect(settings.rows).toHaveCount(1);
    await settings.button('رابط لا يعمل', 'edit').click();
    await settings.textInput.fill('نص آخر');
    await settings.dialog.getByRole('button', { name: texts.editor.save }).click();
    await expect(settings.row('رابط لا يعمل')).toContainText('نص آخر');

    const choosing = page.waitForEvent('filechooser');
    await settings.importButton.click();
    await (await choosing).setFiles(await download.path());
    await expect(settings.outcome).toContainText(
      fill(texts.file.counts, { added: 1, replaced: 1, skipped: 0 }),
    );
    expect(await settings.names()).toEqual(['رابط لا يعمل', 'Blurry logo']);
    await expect(settings.row('رابط لا يعمل')).toContainText(SEED[1]!.text);
    await check(page, 'Settings after an import');

    // A bad file: said precisely, nothing changed.
    const choosingBad = page.waitForEvent('filechooser');
    await settings.importButton.click();
    await (
      await choosingBad
    ).setFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: SNIPPET_FILE_FORMAT,
          version: 1,
          snippets: [{ name: 'A', text: 'B' }, { name: 'C' }],
        }),
      ),
    });
    await expect(settings.outcome).toContainText(texts.file.importFailed);
    await expect(settings.outcome).toContainText(fill(texts.problem.badSnippet.text.missing, { number: 2 }));
    expect(await settings.names()).toEqual(['رابط لا يعمل', 'Blurry logo']);
    await check(page, 'Settings after a refused import');
  });

  test(`the snippets fit a 320 px window without scrolling sideways (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const long = { id: 'c', name: 'x'.repeat(80), text: `${'y'.repeat(200)} {field}` };
    const settings = await openSettings(page, language, [...SEED, long]);
    await expect(settings.rows).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'Settings scrolls sideways').toBeLessThanOrEqual(0);
    const cut = await settings.personal
      .locator('.mantine-Button-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(cut, 'buttons whose text is cut off').toEqual([]);
  });

  test(`the team's snippets are shown read-only, with where they were set (${language})`, async ({
    page,
    baseURL,
  }) => {
    const team: TeamSnippets = {
      snippets: [
        { name: 'Missing details', text: '{field} is too short to judge.' },
        { name: 'تفاصيل ناقصة', text: 'حقل {field} مختصر جدًا.' },
      ],
      source: 'machine-file',
      problem: null,
    };
    await installDesktopBridge(page, { apiBaseURL: `${baseURL}/api`, language, teamSnippets: team });
    await page.goto(paths.settings.getHref());
    const settings = new SnippetSettings(page, language);
    const { texts } = settings;
    await expect(settings.team.getByRole('heading', { name: texts.team.heading })).toBeVisible();
    await expect(settings.team).toContainText(texts.team.readOnly);
    await expect(settings.team.getByRole('listitem')).toHaveCount(2);
    await expect(settings.team.getByRole('button')).toHaveCount(0);
    await check(page, 'Settings with the team set');
  });

  test(`a team set that could not be used says why, its file's error left to right (${language})`, async ({
    page,
    baseURL,
  }) => {
    const detail = "EACCES: permission denied, open '/etc/agency-review-console/team-snippets.json'";
    await installDesktopBridge(page, {
      apiBaseURL: `${baseURL}/api`,
      language,
      teamSnippets: { snippets: [], source: 'machine-file', problem: { kind: 'unreadable', detail } },
    });
    await page.goto(paths.settings.getHref());
    const settings = new SnippetSettings(page, language);
    const { texts } = settings;
    await expect(settings.teamProblem).toContainText(texts.team.problemTitle);
    await expect(settings.teamProblem.getByText(detail)).toHaveAttribute('dir', 'ltr');
    await expect(settings.team).toHaveCount(0);
    await check(page, 'Settings with an unusable team set');
  });
}
