// Everything a review step reads: the field definitions, the agency details, earlier results and,
// for updated profiles, the changed flags.
import { useMemo } from 'react';
import { stepFieldPaths, submittableFieldPaths, type ReviewStep } from '@shared/domain/field-selection';
import { useAgencyDetails } from '../api/get-agency-details';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useFlaggedFields } from '../api/get-flagged-fields';
import { useValidationFields } from '../api/get-validation-fields';

export function useReviewStepData(step: ReviewStep, agencyId: string, updated: boolean) {
  const fields = useValidationFields(agencyId);
  const details = useAgencyDetails(agencyId);
  const previous = useFieldValidations(agencyId);
  const flagged = useFlaggedFields(agencyId, updated);

  const stepPaths = useMemo(
    () => (fields.data ? stepFieldPaths(fields.data, step) : []),
    [fields.data, step],
  );
  const flags = updated ? flagged.data : undefined;
  const fieldPaths = useMemo(() => submittableFieldPaths(stepPaths, flags), [stepPaths, flags]);

  // Earlier results only pre-fill: if they cannot be read, the step starts from the defaults. Once
  // loaded, the form stays even if a background refetch fails, so nothing typed is thrown away.
  const hasFlags = !updated || flagged.data !== undefined;
  const ready = fields.data !== undefined && !previous.isPending && hasFlags;
  const failed = (fields.isError && fields.data === undefined) || (updated && flagged.isError && !hasFlags);

  return {
    details,
    previous: previous.data,
    flags,
    /** Every field of the step, shown in the list. */
    stepPaths,
    /** The fields judged and submitted. */
    fieldPaths,
    ready,
    failed,
    retry: () => {
      void fields.refetch();
      if (updated) void flagged.refetch();
    },
  };
}
