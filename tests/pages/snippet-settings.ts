// Settings → Note snippets in either language, by the console's own texts (locales/*/snippets.json):
// the reviewer's list, its dialogs, import and export, and the team's set.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type en from '../../locales/en/snippets.json';
import type { UiLanguage } from './language-switch';

const catalogue = (language: UiLanguage): typeof en =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/snippets.json`, import.meta.url), 'utf8'));

export const SNIPPET_TEXTS = { en: catalogue('en'), ar: catalogue('ar') };

/** A catalogue text with its {{placeholders}} filled, as i18next fills them. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Text the console isolates inside a sentence (lib/bidi.ts). */
export const isolated = (text: string) => `\u2068${text}\u2069`;

export class SnippetSettings {
  readonly texts: (typeof en)['manage'];

  constructor(
    readonly page: Page,
    language: UiLanguage = 'en',
  ) {
    this.texts = SNIPPET_TEXTS[language].manage;
  }

  get personal(): Locator {
    return this.page.getByTestId('personal-snippets');
  }

  get addButton(): Locator {
    return this.personal.getByRole('button', { name: this.texts.add, exact: true });
  }

  get importButton(): Locator {
    return this.personal.getByRole('button', { name: this.texts.file.import });
  }

  get exportButton(): Locator {
    return this.personal.getByRole('button', { name: this.texts.file.export });
  }

  get rows(): Locator {
    return this.personal.getByTestId('personal-snippet');
  }

  /** The reviewer's snippet of this name. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** A row's button: edit, moveUp, moveDown or delete. */
  button(name: string, action: 'edit' | 'moveUp' | 'moveDown' | 'delete'): Locator {
    return this.row(name).getByRole('button', { name: this.texts[action] });
  }

  /** The names in the order shown. */
  names(): Promise<string[]> {
    return this.rows.locator('p:first-of-type').allTextContents();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get nameInput(): Locator {
    return this.dialog.getByRole('textbox', { name: this.texts.editor.name });
  }

  get textInput(): Locator {
    return this.dialog.getByRole('textbox', { name: this.texts.editor.text });
  }

  get status(): Locator {
    return this.page.getByTestId('snippet-status');
  }

  get outcome(): Locator {
    return this.page.getByTestId('import-outcome');
  }

  get team(): Locator {
    return this.page.getByTestId('team-snippets');
  }

  get teamProblem(): Locator {
    return this.page.getByTestId('team-snippets-problem');
  }
}
