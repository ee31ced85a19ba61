// i18next with en and ar; the chosen language is stored by the platform (main on the desktop, local
// storage in a browser) and applied to <html lang dir>, right to left for Arabic.
import i18next, { type i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@shared/ipc/contract';
import { en, loadCatalogue, namespaces } from './i18n-resources';
import type { PlatformLanguage } from './platform/platform';
import { usePlatform } from './platform/platform-context';

export type Direction = 'ltr' | 'rtl';

export const i18n: I18n = i18next.createInstance();

export function directionOf(language: UiLanguage): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function currentUiLanguage(): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
}

export function applyDocumentLanguage(language: UiLanguage, root = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

/** Adds a language's catalogue (fetching its chunk) unless it is in already. */
async function loadLanguage(language: UiLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const catalogue = await loadCatalogue(language);
  for (const namespace of namespaces) {
    i18n.addResourceBundle(language, namespace, catalogue[namespace], true, true);
  }
}

export async function initI18n(language: UiLanguage = DEFAULT_UI_LANGUAGE): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (changed) => {
      if (isUiLanguage(changed)) applyDocumentLanguage(changed);
    });
    // English (the fallback) always; the chosen language too, before the first paint. A catalogue
    // that cannot be fetched (a tab gone offline) starts the app in English rather than not at all.
    const chosen =
      language === 'en'
        ? null
        : await loadCatalogue(language).catch((error: unknown) => {
            console.error(`The ${language} catalogue could not be loaded: starting in English`, error);
            return null;
          });
    const resources = { en, ...(chosen ? { [language]: chosen } : {}) };
    await i18n.use(initReactI18next).init({
      resources,
      lng: chosen ? language : DEFAULT_UI_LANGUAGE,
      fallbackLng: DEFAULT_UI_LANGUAGE,
      supportedLngs: ['en', 'ar'],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  } else {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  }
  applyDocumentLanguage(currentUiLanguage());
  return i18n;
}

/** Switches the UI and remembers the choice where the platform keeps it. */
export async function setUiLanguage(language: UiLanguage, store: PlatformLanguage): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  await store.save(language);
}

export function useUiLanguage() {
  // Subscribes the component to language changes.
  const { i18n: instance } = useTranslation();
  const { language: store } = usePlatform();
  const language = isUiLanguage(instance.language) ? instance.language : DEFAULT_UI_LANGUAGE;
  const setLanguage = useCallback((next: UiLanguage) => setUiLanguage(next, store), [store]);
  return { language, direction: directionOf(language), setLanguage };
}
