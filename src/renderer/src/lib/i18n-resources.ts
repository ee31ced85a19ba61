// One namespace per feature; `ar` has exactly the keys of `en` (tests/unit/node/locales.test.ts).
import arAuth from '@locales/ar/auth.json';
import arCommon from '@locales/ar/common.json';
import arConfig from '@locales/ar/config.json';
import arLayout from '@locales/ar/layout.json';
import arQueues from '@locales/ar/queues.json';
import arReport from '@locales/ar/report.json';
import arReview from '@locales/ar/review.json';
import arShortcuts from '@locales/ar/shortcuts.json';
import enAuth from '@locales/en/auth.json';
import enCommon from '@locales/en/common.json';
import enConfig from '@locales/en/config.json';
import enLayout from '@locales/en/layout.json';
import enQueues from '@locales/en/queues.json';
import enReport from '@locales/en/report.json';
import enReview from '@locales/en/review.json';
import enShortcuts from '@locales/en/shortcuts.json';

const en = {
  common: enCommon,
  auth: enAuth,
  layout: enLayout,
  queues: enQueues,
  review: enReview,
  report: enReport,
  config: enConfig,
  shortcuts: enShortcuts,
};

export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

const ar: Catalogue = {
  common: arCommon,
  auth: arAuth,
  layout: arLayout,
  queues: arQueues,
  review: arReview,
  report: arReport,
  config: arConfig,
  shortcuts: arShortcuts,
};

export const resources = { en, ar };
export const namespaces = Object.keys(en) as Namespace[];
