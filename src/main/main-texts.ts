// The texts main shows itself (menu, About, native dialogs), from the same catalogues as the renderer.
import type { UiLanguage } from '@shared/ipc/contract';
import arCommon from '@locales/ar/common.json';
import arConfig from '@locales/ar/config.json';
import arMenu from '@locales/ar/menu.json';
import enCommon from '@locales/en/common.json';
import enConfig from '@locales/en/config.json';
import enMenu from '@locales/en/menu.json';

const catalogues = {
  en: { menu: enMenu, config: enConfig, appName: enCommon.appName, reviewsWaiting: enCommon.reviewsWaiting },
  ar: { menu: arMenu, config: arConfig, appName: arCommon.appName, reviewsWaiting: arCommon.reviewsWaiting },
};

export const menuTexts = (language: UiLanguage) => catalogues[language].menu;

/** The configuration's words (places, settings, values), as the configuration screen shows them. */
export const configTexts = (language: UiLanguage) => catalogues[language].config;

/** The app's name as the reviewer reads it in this language. */
export const appNameIn = (language: UiLanguage) => catalogues[language].appName;

/** The count on the taskbar and its notifications (queue-count/), with each language's plural forms. */
export const reviewsWaitingTexts = (language: UiLanguage): Readonly<Record<string, string>> =>
  catalogues[language].reviewsWaiting;

/** i18next's `{{name}}` placeholders, filled. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
