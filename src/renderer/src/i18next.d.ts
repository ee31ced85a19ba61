// Translation keys are checked against the English catalogue at compile time.
import 'i18next';
import type { Catalogue } from './lib/i18n-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
