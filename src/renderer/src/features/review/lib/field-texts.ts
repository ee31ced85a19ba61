// What every field of a step translates: the review namespace's `t`, readable names for path segments
// ("caseStudies" -> "Case Studies"), field labels, and form errors. Built once per step and language
// (see FieldTextsProvider), not once per field: 200 fields asking i18next each cost a frame.
import { createContext } from 'react';
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { UiLanguage } from '@shared/ipc/contract';
import { fieldLabel, humanizeName } from '@shared/domain/field-paths';
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH } from '@shared/domain/field-rules';

const MESSAGES = ['statusRequired', 'noteRequired', 'noteLength', 'tagsRequired'] as const;
type MessageKey = (typeof MESSAGES)[number];

/** The note's bounds, as the texts that state them read them: {{min}} and {{max}}, never typed. */
const NOTE_BOUNDS = { min: NOTE_MIN_LENGTH, max: NOTE_MAX_LENGTH };

/** The words every field shows, translated once per list rather than once per field. */
export interface FieldWords {
  status: string;
  valid: string;
  invalid: string;
  note: string;
  notePlaceholder: string;
  currentValue: string;
  noValue: string;
  imageBlocked: string;
  changed: string;
  notChanged: string;
}

export interface FieldTexts {
  t: TFunction<'review'>;
  words: FieldWords;
  language: UiLanguage;
  nameOf(name: string): string;
  labelOf(path: string): string;
  /** Form errors carry translation keys of the `review` namespace (see step-form-schema.ts). */
  errorText(error: FieldError | undefined): string | undefined;
}

export function createFieldTexts(t: TFunction<'review'>, language: UiLanguage): FieldTexts {
  const names = t('fieldNames', { returnObjects: true }) as Record<string, string>;
  const nameOf = (name: string) => names[name] ?? humanizeName(name);
  return {
    t,
    words: {
      status: t('fields.status'),
      valid: t('fields.valid'),
      invalid: t('fields.invalid'),
      note: t('fields.note'),
      notePlaceholder: t('fields.notePlaceholder', NOTE_BOUNDS),
      currentValue: t('fields.currentValue'),
      noValue: t('fields.noValue'),
      imageBlocked: t('fields.imageBlocked'),
      changed: t('fields.changed'),
      notChanged: t('fields.notChanged'),
    },
    language,
    nameOf,
    labelOf: (path) => fieldLabel(path, nameOf),
    errorText(error) {
      const key = error?.message?.replace(/^validation\./, '');
      if (!key) return undefined;
      return MESSAGES.includes(key as MessageKey) ? t(`validation.${key as MessageKey}`, NOTE_BOUNDS) : key;
    },
  };
}

export const FieldTextsContext = createContext<FieldTexts | null>(null);
