// Form errors carry translation keys of the `review` namespace (see step-form-schema.ts).
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const MESSAGES = ['statusRequired', 'noteRequired', 'noteLength', 'tagsRequired'] as const;
type MessageKey = (typeof MESSAGES)[number];

export function useErrorText() {
  const { t } = useTranslation('review');
  return (error: FieldError | undefined): string | undefined => {
    const key = error?.message?.replace(/^validation\./, '');
    if (!key) return undefined;
    return MESSAGES.includes(key as MessageKey) ? t(`validation.${key as MessageKey}`) : key;
  };
}
