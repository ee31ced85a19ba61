// A review step, from its ids: the field definitions, earlier results, changed flags, the agency's
// details and the step's draft, all loaded before the form mounts, so the form starts from the draft
// and never resets, and no field is offered for judging before its value can be shown.
import { useMemo } from 'react';
import type {
  AgencyDetails,
  FieldValidationResult,
  FlaggedField,
  ValidationFields,
} from '@shared/api/schemas';
import { draftKey } from '@shared/ipc/draft-keys';
import type { ReviewStep } from '@shared/domain/field-selection';
import { useDraftOwner } from '@renderer/lib/api/reviewer-profile';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useDraft, type UseDraftResult } from '@renderer/lib/hooks/use-draft';
import type { ReviewSource } from '@renderer/lib/paths';
import { useAgencyDetails } from '../api/get-agency-details';
import { useFlaggedFields } from '../api/get-flagged-fields';
import { useValidationFields } from '../api/get-validation-fields';
import { mergeStepDraft, type StepDraftWrite } from '../lib/step-draft';
import { stepLoad, type StepLoad } from '../lib/step-lifecycle';
import type { StepFormValues } from '../lib/step-form-schema';

export interface StepIds {
  step: ReviewStep;
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
}

export type StepDraft = Pick<UseDraftResult<StepFormValues, StepDraftWrite>, 'save' | 'clear'>;

export type StepFormState = StepLoad & { retry(): void; retrying: boolean; draft: StepDraft };

export function useStepForm({ step, agencyId, reviewId, source }: StepIds): StepFormState {
  const updated = source === 'updated';
  const fields = useValidationFields(agencyId);
  const previous = useFieldValidations(agencyId);
  const flagged = useFlaggedFields(agencyId, updated);
  const details = useAgencyDetails(agencyId);
  const draft = useDraft<StepFormValues, StepDraftWrite>(draftKey(reviewId, step), useDraftOwner(), {
    merge: mergeStepDraft,
  });

  const load = useStepLoad(step, updated, fields, previous, flagged, details, draft);
  const refetch = {
    fields: fields.refetch,
    previous: previous.refetch,
    flagged: flagged.refetch,
    details: details.refetch,
  };
  return {
    ...load,
    draft: { save: draft.save, clear: draft.clear },
    // Only what failed is asked again.
    retry: () => {
      if (load.status !== 'failed') return;
      for (const source of load.failed) void refetch[source]();
    },
    retrying: fields.isFetching || previous.isFetching || flagged.isFetching || details.isFetching,
  };
}

type Query<T> = { data?: T; isError: boolean; isPending: boolean };

/** Recomputed only when what it reads changes; the form reads it once, when it mounts. */
function useStepLoad(
  step: ReviewStep,
  updated: boolean,
  { data: fieldsData, isError: fieldsError, isPending: fieldsPending }: Query<ValidationFields>,
  { data: previousData, isError: previousError, isPending: previousPending }: Query<FieldValidationResult[]>,
  { data: flaggedData, isError: flaggedError, isPending: flaggedPending }: Query<FlaggedField[]>,
  { data: detailsData, isError: detailsError, isPending: detailsPending }: Query<AgencyDetails>,
  { loaded, draft }: Pick<UseDraftResult<StepFormValues>, 'loaded' | 'draft'>,
): StepLoad {
  return useMemo(
    () =>
      stepLoad({
        step,
        updated,
        fields: { data: fieldsData, isError: fieldsError, isPending: fieldsPending },
        previous: { data: previousData, isError: previousError, isPending: previousPending },
        flagged: { data: flaggedData, isError: flaggedError, isPending: flaggedPending },
        details: { data: detailsData, isError: detailsError, isPending: detailsPending },
        draft: { loaded, value: draft },
      }),
    [
      step,
      updated,
      fieldsData,
      fieldsError,
      fieldsPending,
      previousData,
      previousError,
      previousPending,
      flaggedData,
      flaggedError,
      flaggedPending,
      detailsData,
      detailsError,
      detailsPending,
      loaded,
      draft,
    ],
  );
}
