// The Arabic catalogue, a chunk of its own (see i18n-resources.ts).
import arAuth from '@locales/ar/auth.json';
import arCommon from '@locales/ar/common.json';
import arConfig from '@locales/ar/config.json';
import arLayout from '@locales/ar/layout.json';
import arQueues from '@locales/ar/queues.json';
import arReport from '@locales/ar/report.json';
import arReview from '@locales/ar/review.json';
import arSettings from '@locales/ar/settings.json';
import arShortcuts from '@locales/ar/shortcuts.json';
import arSnippets from '@locales/ar/snippets.json';
import type { Catalogue } from './i18n-resources';

export const ar: Catalogue = {
  common: arCommon,
  auth: arAuth,
  layout: arLayout,
  queues: arQueues,
  review: arReview,
  report: arReport,
  config: arConfig,
  shortcuts: arShortcuts,
  settings: arSettings,
  snippets: arSnippets,
};
