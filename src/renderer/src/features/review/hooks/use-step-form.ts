// A review step, from its ids: the field definitions, earlier results, changed flags and the step's
// draft, all loaded before the form mounts, so the form starts from the draft and never resets.
import { useMemo } from 'react';
import type { FieldValidationResult, FlaggedField, ValidationFields } from '@shared/api/schemas';
import { draftKey } from '@shared/ipc/draft-keys';
import type { ReviewStep } from '@shared/domain/field-selection';
import { useDraftOwner } from '@renderer/lib/api/reviewer-profile';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useDraft, type UseDraftResult } from '@renderer/lib/hooks/use-draft';
import type { ReviewSource } from '@renderer/lib/paths';
import { useFlaggedFields } from '../api/get-flagged-fields';
import { useValidationFields } from '../api/get-validation-fields';
import { stepLoad, type StepLoad } from '../lib/step-lifecycle';
import type { StepFormValues } from '../lib/step-form-schema';

export interface StepIds {
  step: ReviewStep;
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
}

export type StepDraft = Pick<UseDraftResult<StepFormValues>, 'save' | 'clear'>;

export type StepFormState = StepLoad & { retry(): void; draft: StepDraft };

export function useStepForm({ step, agencyId, reviewId, source }: StepIds): StepFormState {
  const updated = source === 'updated';
  const fields = useValidationFields(agencyId);
  const previous = useFieldValidations(agencyId);
  const flagged = useFlaggedFields(agencyId, updated);
  const draft = useDraft<StepFormValues>(draftKey(reviewId, step), useDraftOwner());

  const load = useStepLoad(step, updated, fields, previous, flagged, draft);
  return {
    ...load,
    draft: { save: draft.save, clear: draft.clear },
    retry: () => {
      void fields.refetch();
      if (updated) void flagged.refetch();
    },
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
      loaded,
      draft,
    ],
  );
}
