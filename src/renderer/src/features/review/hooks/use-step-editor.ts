// A loaded step's form: react-hook-form started from the draft (over the server's values, so it is
// dirty against them), saved to the draft as the reviewer types, submitted once, and left with the
// unsaved-changes question.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { createFormControl, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { notifyError } from '@renderer/lib/notify';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { useUnloadGuard } from '@renderer/lib/unsaved-changes';
import { useValidateFields } from '../api/validate-fields';
import { toSubmittedValidation } from '../lib/initial-step-values';
import { differsFrom } from '../lib/step-draft';
import { stepFormSchema, type StepFormValues } from '../lib/step-form-schema';
import { stepSubmission, type StepStart } from '../lib/step-lifecycle';
import { stepRoutes } from '../lib/step-routes';
import type { StepDraft, StepIds } from './use-step-form';

const FORM_OPTIONS = {
  resolver: zodResolver(stepFormSchema),
  // Section 5: field errors show once the field has been touched.
  mode: 'onTouched',
} as const;

function startForm({ serverValues, draftValues }: StepStart) {
  const control = createFormControl<StepFormValues>({ ...FORM_OPTIONS, defaultValues: serverValues });
  // Before anything renders: the form's first values are the draft's, its defaults the server's.
  if (draftValues) control.reset(draftValues, { keepDefaultValues: true });
  return control.formControl;
}

export function useStepEditor(ids: StepIds, start: StepStart, draft: StepDraft) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const { dialogs } = usePlatform();
  const routes = stepRoutes(ids);
  const [formControl] = useState(() => startForm(start));
  // useForm replaces the control's options with its own props: the rules are given again here.
  const form = useForm<StepFormValues>({ ...FORM_OPTIONS, formControl });
  const { serverValues, draftValues } = start;

  // A restored draft shows its problems at once, as the reviewer left them.
  useEffect(() => {
    if (draftValues) void form.trigger();
  }, [form, draftValues]);

  // Saved while the values differ from the server's; cleared when they are back.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (differsFrom(values, serverValues)) draft.save(values);
          else void draft.clear();
        },
      }),
    [form, draft, serverValues],
  );

  const mutation = useValidateFields(ids.agencyId);
  const submission = stepSubmission(mutation.status);
  const { isDirty, isValid } = form.formState;
  useUnloadGuard(isDirty && submission.status !== 'submitted');

  // A double click or Enter pressed twice sends the step once.
  const once = useSubmitOnce();
  const onValid = async (values: StepFormValues) => {
    try {
      const sent = await once.run(async () => {
        await mutation.mutateAsync(toSubmittedValidation(values));
        return true;
      });
      if (!sent) return; // a repeated click while the first submit runs
    } catch {
      // Logged by the api layer; the reviewer keeps what they typed (and its draft) and may try again.
      // Section 8: no server message here, only the step's own text.
      notifyError(undefined, t('errors.submitFailed'), 'review', { id: 'review-submit-failed' });
      return;
    }
    await draft.clear();
    await navigate(routes.next);
  };
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(onValid)(event);

  const back = async () => {
    if (isDirty && !(await dialogs.confirmUnsavedChanges())) return;
    await draft.clear();
    await navigate(routes.back);
  };

  return {
    form,
    submit,
    back,
    submission,
    canSubmit: isValid && submission.status === 'editing',
  };
}
