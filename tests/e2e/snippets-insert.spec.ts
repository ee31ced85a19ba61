// Snippets in a review step's notes, in English and in Arabic (the keys as an Arabic keyboard sends
// them): one inserted into an invalid field's note by the keyboard alone, its placeholders filled, the
// note passing its rule and Next sending it; a note saved as a snippet and inserted into another
// field; axe clean with the list open and with the save dialog open.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type enSnippets from '../../locales/en/snippets.json';
import { SNIPPET_FILE_FORMAT, SNIPPET_FILE_VERSION } from '../../src/shared/domain/snippet-file';
import { ReviewStepPage } from '../pages/review-step-page';
import { apiPath, proxiedApiPath, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { expectNoSeriousViolations, openInLanguage, textsIn, type UiLanguage } from './a11y-helpers';
import { expect, signInThroughApi, test } from './fixtures';
import { fieldGroups, profileStepPaths } from './review-steps-helpers';

const REVIEW = IN_PROGRESS;
/** Where web mode keeps the demo reviewer's snippets (lib/local-data/local-data.ts). */
const SNIPPETS_KEY = 'rc.local.snippets.reviewer@demo.test';

const snippetTexts = (language: UiLanguage) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/snippets.json`, import.meta.url), 'utf8'),
  ) as typeof enSnippets;

/** The letter each key types on an Arabic (101) keyboard; Ctrl+/ types "ظ". */
const ARABIC: Record<string, string> = { KeyJ: 'ت', KeyI: 'ه', Slash: 'ظ' };

const TEXTS = {
  en: {
    snippet: {
      name: 'Generic tagline',
      text: '{field} of {agency} reads “{value}”: any agency could say it.',
    },
    filter: 'generic',
    saved: { name: 'Unverified claim', note: 'The claim is not backed by anything in the portfolio.' },
  },
  ar: {
    snippet: { name: 'شعار عام', text: '{field} لدى {agency} هو «{value}»، وهو عام تقوله أي وكالة.' },
    filter: 'شعار',
    saved: { name: 'ادعاء غير موثق', note: 'هذا الادعاء لا يدعمه شيء في معرض الأعمال.' },
  },
} as const;

/** The step's keys; `paths` are the step's fields in order, as J goes through them. */
/** A value as {value} gives it: cut to 120 characters with an ellipsis. */
const clipped = (value: string) =>
  [...value].length > 120 ? `${[...value].slice(0, 120).join('')}…` : value;

function keys(page: Page, language: UiLanguage, paths: readonly string[]) {
  const step = new ReviewStepPage(page);
  let current = -1;
  /** A key by its physical code, as the language's keyboard types it. */
  const press = (code: string, modifiers: { ctrlKey?: boolean } = {}) =>
    language === 'en'
      ? page.keyboard.press(`${modifiers.ctrlKey ? 'Control+' : ''}${code}`)
      : page.evaluate(
          ([code, key, ctrlKey]) =>
            (document.activeElement ?? document.body).dispatchEvent(
              new KeyboardEvent('keydown', { code, key, ctrlKey, bubbles: true, cancelable: true }),
            ),
          [code, ARABIC[code] ?? code, Boolean(modifiers.ctrlKey)] as const,
        );
  /** J until the field is current, then I: the field invalid, the focus in its note. */
  async function markInvalid(path: string) {
    const target = paths.indexOf(path);
    expect(target, `${path} is a later field of the step`).toBeGreaterThan(current);
    for (; current < target; current++) await press('KeyJ');
    await expect(step.currentField).toHaveAttribute('data-field-path', path);
    await press('KeyI');
    await expect(step.statusInput(path, 'invalid')).toBeChecked();
    await expect(step.noteBox(path)).toBeFocused();
  }
  return { step, press, markInvalid };
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXTS[language];
  const words = snippetTexts(language);
  const comboboxName = words.picker.label;
  const inLanguage = language === 'en' ? 'in English' : 'in Arabic, with an Arabic keyboard';

  test.describe(`snippets in notes, ${inLanguage}`, () => {
    test.beforeEach(async ({ page }) => {
      await openInLanguage(page, language);
      await signInThroughApi(page);
      await page.addInitScript(
        ([key, file]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, file);
        },
        [
          SNIPPETS_KEY,
          JSON.stringify({
            format: SNIPPET_FILE_FORMAT,
            version: SNIPPET_FILE_VERSION,
            snippets: [{ id: 'generic', ...text.snippet }],
          }),
        ] as const,
      );
    });

    test('a snippet goes into an invalid field’s note by the keyboard alone, and Next sends it', async ({
      page,
      demo,
    }) => {
      const paths = profileStepPaths(await fieldGroups(page, REVIEW.agencyId));
      const { step, press, markInvalid } = keys(page, language, paths);
      const agency = (await (
        await page.request.get(proxiedApiPath('agencyDetails', { agencyId: REVIEW.agencyId }))
      ).json()) as { profile: { name: string; tagline: string } };
      await step.openUrl(stepUrl(REVIEW, 'profile'));
      await demo.clearRequests();

      await markInvalid('profile.tagline');
      await page.keyboard.type(language === 'en' ? 'Seen: ' : 'ملاحظة: ');
      await press('Slash', { ctrlKey: true });
      const combobox = page.getByRole('combobox', { name: comboboxName });
      await expect(combobox).toBeFocused();
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('option', { name: text.snippet.name })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectNoSeriousViolations(page, `snippet list open (${language})`);

      await page.keyboard.type(text.filter);
      await expect(page.getByRole('option')).toHaveCount(1);
      await page.keyboard.press('Enter');

      const fieldName = await step.fieldControl('profile.tagline').innerText();
      const inserted = text.snippet.text
        .replace('{field}', fieldName.trim())
        .replace('{agency}', agency.profile.name)
        .replace('{value}', clipped(agency.profile.tagline));
      const note = `${language === 'en' ? 'Seen: ' : 'ملاحظة: '}${inserted}`;
      await expect(step.noteBox('profile.tagline')).toHaveValue(note);
      await expect(step.noteBox('profile.tagline')).toBeFocused();
      await expect(combobox).toHaveCount(0);
      // The browser's own edit: undone and redone as one.
      await page.keyboard.press('ControlOrMeta+z');
      await expect(step.noteBox('profile.tagline')).toHaveValue(language === 'en' ? 'Seen: ' : 'ملاحظة: ');
      await page.keyboard.press('ControlOrMeta+Shift+z');
      await expect(step.noteBox('profile.tagline')).toHaveValue(note);
      // The caret is after the snippet: typing goes on from there.
      await page.keyboard.type('!');
      await expect(step.noteBox('profile.tagline')).toHaveValue(`${note}!`);

      await expect(
        page.getByRole('button', { name: textsIn(language).review.actions.next, exact: true }),
      ).toBeEnabled();
      await page.keyboard.press('ControlOrMeta+Enter');
      await expect(page).toHaveURL(stepUrl(REVIEW, 'services'));
      const [sent] = await demo.requests({ method: 'POST', path: apiPath('validateFields', REVIEW) });
      const body = sent!.body as { fields: { fieldPath: string; validationStatus: string; note: string }[] };
      expect(body.fields.find((field) => field.fieldPath === 'profile.tagline')).toEqual({
        fieldPath: 'profile.tagline',
        validationStatus: 'invalid',
        note: `${note}!`,
      });
    });

    test('a note saved as a snippet goes into another field’s note', async ({ page }) => {
      const paths = profileStepPaths(await fieldGroups(page, REVIEW.agencyId));
      const { step, press, markInvalid } = keys(page, language, paths);
      const [first, second] = paths.filter((path) => path.startsWith('profile.'));
      await step.openUrl(stepUrl(REVIEW, 'profile'));

      await markInvalid(first!);
      await page.keyboard.type(text.saved.note);
      const save = step.field(first!).getByRole('button', { name: words.save.button });
      await save.click();
      const dialog = page.getByRole('dialog', { name: words.save.button });
      const name = dialog.getByRole('textbox', { name: words.save.name });
      await expect(name).toBeFocused();
      await expectNoSeriousViolations(page, `save as snippet (${language})`);
      await page.keyboard.type(text.saved.name);
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByText(words.manage.saved.replace('{{name}}', `\u2068${text.saved.name}\u2069`)),
      ).toBeVisible();
      await expect(save).toBeFocused();

      await markInvalid(second!);
      await press('Slash', { ctrlKey: true });
      await expect(page.getByRole('option')).toHaveCount(2);
      await page.keyboard.type(text.saved.name);
      await expect(page.getByRole('option')).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(step.noteBox(second!)).toHaveValue(text.saved.note);

      // Kept on this machine for the reviewer: there after a reload.
      await page.reload();
      await expect(step.noteBox(second!)).toHaveValue(text.saved.note);
      const stored = await page.evaluate((key) => window.localStorage.getItem(key), SNIPPETS_KEY);
      expect(JSON.parse(stored!).snippets).toEqual([
        expect.objectContaining(text.snippet),
        expect.objectContaining({ name: text.saved.name, text: text.saved.note }),
      ]);
    });

    test('the keyboard shortcuts sheet lists the key', async ({ page }) => {
      const step = new ReviewStepPage(page);
      await step.openUrl(stepUrl(REVIEW, 'profile'));
      await page.keyboard.press('Shift+Slash');
      const row = page.locator('[data-shortcut="snippets.open-picker"]');
      await expect(row).toContainText(/Ctrl|⌘/);
      const shortcuts = JSON.parse(
        readFileSync(new URL(`../../locales/${language}/shortcuts.json`, import.meta.url), 'utf8'),
      ) as { actions: { insertSnippet: string } };
      await expect(row).toContainText(shortcuts.actions.insertSnippet);
    });
  });
}
