// One namespace per feature; `ar` has exactly the keys of `en` (tests/unit/node/locales.test.ts).
// English, the fallback language, is in the entry; Arabic is a chunk of its own (i18n-ar.ts), fetched
// only when it is the chosen language, so an English start neither downloads nor parses it.
import enAuth from '@locales/en/auth.json';
import enCommon from '@locales/en/common.json';
import enConfig from '@locales/en/config.json';
import enLayout from '@locales/en/layout.json';
import enQueues from '@locales/en/queues.json';
import enReport from '@locales/en/report.json';
import enReview from '@locales/en/review.json';
import enSettings from '@locales/en/settings.json';
import enShortcuts from '@locales/en/shortcuts.json';
import enSnippets from '@locales/en/snippets.json';
import type { UiLanguage } from '@shared/ipc/contract';

export const en = {
  common: enCommon,
  auth: enAuth,
  layout: enLayout,
  queues: enQueues,
  review: enReview,
  report: enReport,
  config: enConfig,
  shortcuts: enShortcuts,
  settings: enSettings,
  snippets: enSnippets,
};

export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

export const namespaces = Object.keys(en) as Namespace[];

/** A language's catalogue: English at once, any other from its chunk. */
export async function loadCatalogue(language: UiLanguage): Promise<Catalogue> {
  if (language === 'en') return en;
  return (await import('./i18n-ar')).ar;
}
