// The state of one step's form, in one place: react-hook-form over initialStepValues(), its submit,
// and leaving with the unsaved-changes question. A draft layer can read `form.watch()`, restore with
// `form.reset(draft, { keepDefaultValues: true })` (still dirty against the server's values), clear
// its copy in `onSubmitted` / `onLeaveConfirmed`.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FieldValidationResult } from '@shared/api/schemas';
import type { ReviewStep } from '@shared/domain/field-selection';
import type { ReviewSource } from '@renderer/lib/paths';
import { confirmUnsavedChanges, useUnloadGuard } from '@renderer/lib/unsaved-changes';
import { useValidateFields } from '../api/validate-fields';
import { initialStepValues, toSubmittedValidation } from '../form/initial-step-values';
import { stepFormSchema, type StepFormValues } from '../form/step-form-schema';
import { notifyReviewError } from '../notify-error';
import { stepRoutes } from './use-step-routes';

export interface FieldValidationFormOptions {
  step: ReviewStep;
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
  fieldPaths: readonly string[];
  previous?: readonly FieldValidationResult[];
  /** After a successful submit, before moving on (a draft is cleared here). */
  onSubmitted?: () => void;
  /** After the reviewer chose to leave with changes, or left a clean form (a draft is cleared here). */
  onLeaveConfirmed?: () => void;
}

export function useFieldValidationForm(options: FieldValidationFormOptions) {
  const { step, agencyId, reviewId, source, fieldPaths, previous, onSubmitted, onLeaveConfirmed } = options;
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const routes = stepRoutes({ step, agencyId, reviewId, source });
  const defaultValues = useMemo(
    () => initialStepValues({ step, fieldPaths, previous }),
    [step, fieldPaths, previous],
  );
  const form = useForm<StepFormValues>({
    resolver: zodResolver(stepFormSchema),
    // Section 5: field errors show once the field has been touched.
    mode: 'onTouched',
    defaultValues,
  });
  const mutation = useValidateFields(agencyId);
  const { isDirty, isValid } = form.formState;
  useUnloadGuard(isDirty && !mutation.isSuccess);

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(toSubmittedValidation(values));
    } catch {
      // Logged by the api layer; the reviewer keeps what they typed and may try again.
      notifyReviewError('review-submit-failed', t('errors.submitFailed'));
      return;
    }
    onSubmitted?.();
    await navigate(routes.next);
  });

  const back = async () => {
    if (isDirty && !(await confirmUnsavedChanges())) return;
    onLeaveConfirmed?.();
    await navigate(routes.back);
  };

  return {
    form,
    submit,
    back,
    pending: mutation.isPending,
    canSubmit: isValid && !mutation.isPending,
    isDirty,
    defaultValues,
  };
}

export type FieldValidationForm = ReturnType<typeof useFieldValidationForm>;
