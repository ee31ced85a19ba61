// The keyboard shortcuts sheet and the sidebar's Settings (the switch for single-key shortcuts), in
// either language, by the console's own texts (locales/*/shortcuts.json).
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type en from '../../locales/en/shortcuts.json';
import type { UiLanguage } from './language-switch';

const catalogue = (language: UiLanguage): typeof en =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/shortcuts.json`, import.meta.url), 'utf8'));

export const SHORTCUT_TEXTS = { en: catalogue('en'), ar: catalogue('ar') };

export class ShortcutsSheet {
  readonly texts: typeof en;

  constructor(
    readonly page: Page,
    language: UiLanguage = 'en',
  ) {
    this.texts = SHORTCUT_TEXTS[language];
  }

  get root(): Locator {
    return this.page.getByRole('dialog', { name: this.texts.sheet.title });
  }

  /** The keys of the screen shown, or the ones that work everywhere. */
  table(which: 'thisScreen' | 'everywhere'): Locator {
    return this.root.getByRole('table', { name: this.texts.sheet[which] });
  }

  /** The row of one action, by its text. */
  action(label: keyof typeof en.actions): Locator {
    return this.root.getByRole('row').filter({ hasText: this.texts.actions[label] });
  }

  /** `?`: Shift and the / key, as a keyboard of any layout sends it. */
  async openWithKey() {
    await this.page.keyboard.press('Shift+Slash');
  }

  get closeButton(): Locator {
    return this.root.getByRole('button', { name: /^(Close|إغلاق)$/ });
  }
}

export class SettingsMenu {
  readonly texts: typeof en;

  constructor(
    readonly page: Page,
    language: UiLanguage = 'en',
  ) {
    this.texts = SHORTCUT_TEXTS[language];
  }

  get button(): Locator {
    return this.page.getByTestId('sidebar').getByRole('button', { name: this.texts.settings.button });
  }

  get root(): Locator {
    return this.page.getByTestId('settings-menu');
  }

  /** The switch for single-key shortcuts (its name also holds its description). */
  get lettersSwitch(): Locator {
    return this.root.getByRole('switch', { name: new RegExp(`^${this.texts.settings.letters}`) });
  }

  get showShortcutsButton(): Locator {
    return this.root.getByRole('button', { name: this.texts.settings.showShortcuts });
  }

  async open() {
    await this.button.click();
  }

  /**
   * Turns single-key shortcuts on or off, leaving the menu open. It toggles the switch from the
   * keyboard (focus, Space), as a keyboard user would: the input is drawn as a zero-size box, so a
   * click needs force, which skips Playwright's wait for the opening menu to stand still, and such a
   * click could land where the menu was a frame earlier, outside it, and close it.
   */
  async setLetters(on: boolean) {
    // Asked of the button, not the dropdown: a closing dropdown is still visible for its
    // transition, and a switch found in it is gone before it can be pressed.
    if ((await this.button.getAttribute('aria-expanded')) !== 'true') await this.open();
    await expect(this.button).toHaveAttribute('aria-expanded', 'true');
    if ((await this.lettersSwitch.isChecked()) !== on) await this.lettersSwitch.press('Space');
    await expect(this.lettersSwitch).toBeChecked({ checked: on });
  }
}
