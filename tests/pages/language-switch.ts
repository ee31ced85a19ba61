// The English / Arabic switch shown on the sign-in screens and in the layout.
import type { Page } from '@playwright/test';

export type UiLanguage = 'en' | 'ar';

// Each language is named in itself, the same in both catalogues (locales/*/common.json).
const LABELS: Record<UiLanguage, string> = { en: 'English', ar: 'العربية' };

export class LanguageSwitch {
  constructor(readonly page: Page) {}

  async choose(language: UiLanguage) {
    await this.page.getByText(LABELS[language], { exact: true }).click();
  }
}
