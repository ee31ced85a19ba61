// The state of one step's form, in one place: react-hook-form over initialStepValues(), restored from
// the step's draft and saved back to it as the reviewer types, its submit (sent once), and leaving
// with the unsaved-changes question.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FieldValidationResult } from '@shared/api/schemas';
import type { ReviewStep } from '@shared/domain/field-selection';
import { notifyError } from '@renderer/lib/notify';
import type { ReviewSource } from '@renderer/lib/paths';
import { confirmUnsavedChanges, useUnloadGuard } from '@renderer/lib/unsaved-changes';
import { useValidateFields } from '../api/validate-fields';
import { initialStepValues, toSubmittedValidation } from '../form/initial-step-values';
import { differsFrom, restoreStepDraft } from '../form/step-draft';
import { stepFormSchema, type StepFormValues } from '../form/step-form-schema';
import { stepRoutes } from './use-step-routes';

export interface FieldValidationFormOptions {
  step: ReviewStep;
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
  fieldPaths: readonly string[];
  previous?: readonly FieldValidationResult[];
  /** The step's draft, as loaded: restored over the starting values. */
  draft?: unknown;
  /** Every change; `changed` says whether the values differ from where the form started. */
  onValuesChange?: (values: StepFormValues, changed: boolean) => void;
  /** After a successful submit, before moving on (the draft is cleared here). */
  onSubmitted?: () => void | Promise<void>;
  /** After the reviewer chose to leave with changes, or left a clean form (the draft is cleared here). */
  onLeaveConfirmed?: () => void | Promise<void>;
}

export function useFieldValidationForm(options: FieldValidationFormOptions) {
  const { step, agencyId, reviewId, source, fieldPaths, previous, draft } = options;
  const { onValuesChange, onSubmitted, onLeaveConfirmed } = options;
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

  // The draft is laid over the starting values, so the form is dirty against the server's.
  const restored = useMemo(() => restoreStepDraft(draft, defaultValues), [draft, defaultValues]);
  useEffect(() => {
    if (!restored || !differsFrom(restored, defaultValues)) return;
    form.reset(restored, { keepDefaultValues: true });
    void form.trigger();
  }, [form, restored, defaultValues]);

  useEffect(() => {
    if (!onValuesChange) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => onValuesChange(values, differsFrom(values, defaultValues)),
    });
  }, [form, onValuesChange, defaultValues]);

  const mutation = useValidateFields(agencyId);
  const { isDirty, isValid } = form.formState;
  useUnloadGuard(isDirty && !mutation.isSuccess);

  // A double click or Enter pressed twice sends the step once.
  const inFlight = useRef(false);
  const onValid = async (values: StepFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await mutation.mutateAsync(toSubmittedValidation(values));
    } catch {
      // Logged by the api layer; the reviewer keeps what they typed (and its draft) and may try again.
      inFlight.current = false;
      // Section 8: no server message here, only the step's own text.
      notifyError(undefined, t('errors.submitFailed'), 'review', { id: 'review-submit-failed' });
      return;
    }
    await onSubmitted?.();
    await navigate(routes.next);
  };
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(onValid)(event);

  const back = async () => {
    if (isDirty && !(await confirmUnsavedChanges())) return;
    await onLeaveConfirmed?.();
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
