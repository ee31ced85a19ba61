// Readable, translated names for the segments of field paths (`caseStudies` -> "Case Studies").
import { useTranslation } from 'react-i18next';
import { fieldLabel, humanizeName } from '@shared/domain/field-paths';

export function useFieldNames() {
  const { t } = useTranslation('review');
  const names = t('fieldNames', { returnObjects: true }) as Record<string, string>;
  const nameOf = (name: string) => names[name] ?? humanizeName(name);
  return { nameOf, labelOf: (path: string) => fieldLabel(path, nameOf) };
}
