// The step's field texts: built once for a field list (useOwnFieldTexts, given through
// FieldTextsContext) and read by each of its fields (useFieldTexts).
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@renderer/lib/i18n';
import { createFieldTexts, FieldTextsContext, type FieldTexts } from '../lib/field-texts';

/** Builds the texts for the current language (what a provider gives its fields). */
export function useOwnFieldTexts(): FieldTexts {
  const { t } = useTranslation('review');
  const { language } = useUiLanguage();
  return useMemo(() => createFieldTexts(t, language), [t, language]);
}

export function useFieldTexts(): FieldTexts {
  const provided = useContext(FieldTextsContext);
  if (!provided) throw new Error('useFieldTexts outside a field list (FieldTextsContext)');
  return provided;
}
