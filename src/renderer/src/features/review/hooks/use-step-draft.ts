// The step's draft: loaded before the form is built, saved while the values differ from where the
// form started (cleared when they are back), cleared after a submit or a confirmed Leave.
import { useCallback } from 'react';
import { draftKey } from '@shared/ipc/draft-keys';
import type { ReviewStep } from '@shared/domain/field-selection';
import { useDraft } from '@renderer/lib/drafts/use-draft';
import type { StepFormValues } from '../form/step-form-schema';

export function useStepDraft(reviewId: string, step: ReviewStep) {
  const { draft, loaded, save, clear } = useDraft<StepFormValues>(draftKey(reviewId, step));
  const onValuesChange = useCallback(
    (values: StepFormValues, changed: boolean) => {
      if (changed) save(values);
      else void clear();
    },
    [save, clear],
  );
  return { draft, loaded, onValuesChange, clear };
}
