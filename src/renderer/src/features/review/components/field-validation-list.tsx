// The accordion of fields to validate, open by default (only the submitted ones can open).
import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails, FlaggedField } from '@shared/api/schemas';
import { resolveFieldValue } from '@shared/domain/field-paths';
import { flagStateOf } from '@shared/domain/field-selection';
import { FieldValidationItem } from './field-validation-item';
import { useFieldNames } from '../hooks/use-field-names';

interface FieldValidationListProps {
  /** Every field of the step. */
  stepPaths: readonly string[];
  /** The fields in the form, in form order. */
  fieldPaths: readonly string[];
  flags?: readonly FlaggedField[];
  agency: AgencyDetails;
}

export function FieldValidationList({ stepPaths, fieldPaths, flags, agency }: FieldValidationListProps) {
  const { t } = useTranslation('review');
  const { labelOf } = useFieldNames();
  if (stepPaths.length === 0) return <Text c="dimmed">{t('fields.none')}</Text>;
  return (
    <Accordion multiple variant="contained" defaultValue={[...fieldPaths]} aria-label={t('fields.heading')}>
      {stepPaths.map((path) => {
        const index = fieldPaths.indexOf(path);
        return (
          <FieldValidationItem
            key={path}
            path={path}
            label={labelOf(path)}
            value={resolveFieldValue(agency, path)}
            flag={flagStateOf(path, flags)}
            index={index === -1 ? undefined : index}
          />
        );
      })}
    </Accordion>
  );
}
