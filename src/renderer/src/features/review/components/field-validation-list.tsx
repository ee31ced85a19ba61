// The accordion of fields to validate, open by default (only the submitted ones can open). Focus or a
// click inside a field makes it the step's current field. On a re-review, each changed field is given
// what this computer kept of it from an earlier review.
import { Text } from '@mantine/core';
import { memo, type SyntheticEvent } from 'react';
import type { AgencyDetails, FlaggedField } from '@shared/api/schemas';
import { resolveFieldValue } from '@shared/domain/field-paths';
import { flagStateOf } from '@shared/domain/field-selection';
import { FieldValidationItem, type StepFormMethods } from './field-validation-item';
import { useCurrentFieldControl } from '../hooks/use-current-field';
import { useOwnFieldTexts } from '../hooks/use-field-texts';
import { useSeenValues } from '../hooks/use-seen-values';
import { fieldPathOf } from '../lib/field-dom';
import { FieldTextsContext } from '../lib/field-texts';
import { earlierSeenValue } from '../lib/seen-values';
import classes from './field-list.module.css';

interface FieldValidationListProps {
  form: StepFormMethods;
  /** Every field of the step. */
  stepPaths: readonly string[];
  /** The fields in the form, in form order. */
  fieldPaths: readonly string[];
  flags?: readonly FlaggedField[];
  agency: AgencyDetails;
  /** The review's agency and the review, whose own recorded values are not "earlier" ones. */
  agencyId: string;
  reviewId: string;
}

/** Memoised: the step re-rendering (its Next button's state) never re-renders the fields. */
export const FieldValidationList = memo(function FieldValidationList({
  form,
  stepPaths,
  fieldPaths,
  flags,
  agency,
  agencyId,
  reviewId,
}: FieldValidationListProps) {
  const texts = useOwnFieldTexts();
  const { t, labelOf } = texts;
  const store = useCurrentFieldControl()?.store;
  // Only a re-review (it has flags) reads what was seen; until it is read, fields show as they did.
  const seen = useSeenValues(flags !== undefined);
  if (stepPaths.length === 0) return <Text c="dimmed">{t('fields.none')}</Text>;
  // One listener for the whole list, not one per field.
  const follow = (event: SyntheticEvent) => {
    const path = fieldPathOf(event.target);
    if (path !== null) store?.getState().select(path);
  };
  return (
    <FieldTextsContext.Provider value={texts}>
      <div
        className={classes.list}
        role="group"
        aria-label={t('fields.heading')}
        onFocus={follow}
        onClick={follow}
      >
        {stepPaths.map((path) => {
          const index = fieldPaths.indexOf(path);
          const flag = flagStateOf(path, flags);
          const earlier =
            flag === 'changed' && seen
              ? (earlierSeenValue(seen, agencyId, reviewId, path) ?? null)
              : undefined;
          return (
            <FieldValidationItem
              key={path}
              form={form}
              path={path}
              label={labelOf(path)}
              value={resolveFieldValue(agency, path)}
              flag={flag}
              index={index === -1 ? undefined : index}
              earlier={earlier}
            />
          );
        })}
      </div>
    </FieldTextsContext.Provider>
  );
});
