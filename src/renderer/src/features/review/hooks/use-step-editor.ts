// A loaded step's form: react-hook-form started from the draft (over the server's values, so it is
// dirty against them), saved to the draft as the reviewer types, submitted once, and left with the
// unsaved-changes question (asked for any way out: Back, links, the sidebar, browser Back).
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { createFormControl, useForm, useFormState, type Control, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { mutationKeys } from '@renderer/lib/query-keys';
import { useScreenVisit } from '@renderer/lib/hooks/use-screen-visit';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { useLeaveGuard, useUnloadGuard } from '@renderer/lib/unsaved-changes';
import type { AgencyDetails } from '@shared/api/schemas';
import { resolveFieldValue } from '@shared/domain/field-paths';
import { useValidateFields } from '../api/validate-fields';
import { toSubmittedValidation } from '../lib/initial-step-values';
import { changesBetween, differsFrom } from '../lib/step-draft';
import { stepFormComplete, stepFormSchema, type StepFormValues } from '../lib/step-form-schema';
import { stepSubmission, type StepStart } from '../lib/step-lifecycle';
import { stepRoutes } from '../lib/step-routes';
import { useRecordSeenValues } from './use-seen-values';
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

export function useStepEditor(ids: StepIds, start: StepStart, draft: StepDraft, agency: AgencyDetails) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const routes = stepRoutes(ids);
  const [formControl] = useState(() => startForm(start));
  // useForm replaces the control's options with its own props: the rules are given again here.
  const form = useForm<StepFormValues>({ ...FORM_OPTIONS, formControl });
  const { serverValues, draftValues } = start;

  // A restored draft shows its problems at once, as the reviewer left them.
  useEffect(() => {
    if (draftValues) void form.trigger();
  }, [form, draftValues]);

  // Every field this form has edited is written to the draft, merged over what another tab wrote.
  const edited = useRef({ paths: new Set<string>(), tags: false, last: draftValues ?? serverValues });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const seen = edited.current;
          const changes = changesBetween(seen.last, values);
          for (const path of changes.paths) seen.paths.add(path);
          seen.tags ||= changes.tags;
          seen.last = structuredClone(values);
          const fields = values.fields.filter((field) => seen.paths.has(field.fieldPath));
          draft.save({ fields, ...(seen.tags ? { tags: values.tags } : {}) });
        },
      }),
    [form, draft],
  );

  const queryClient = useQueryClient();
  const mutationKey = mutationKeys.validateStep(ids.reviewId, ids.step);
  const mutation = useValidateFields(ids.agencyId, mutationKey);
  const submission = stepSubmission(mutation.status);

  // Read when a navigation starts: after a successful submit the step leaves without asking.
  const submitted = useRef(false);
  const hasChanges = useCallback(
    () => !submitted.current && differsFrom(form.getValues(), serverValues),
    [form, serverValues],
  );
  // A double click or Enter pressed twice sends the step once.
  const once = useSubmitOnce();
  // Leave while Next is on its way keeps the draft: it holds what is being sent, or, should the send
  // fail, the work to come back to.
  const dropDraft = useCallback(() => (once.busy ? Promise.resolve() : draft.clear()), [once, draft]);
  const leaveGuard = useLeaveGuard(hasChanges, dropDraft);
  const visit = useScreenVisit();
  const recordSeen = useRecordSeenValues();
  const onValid = async (values: StepFormValues) => {
    // Sent from this step opened before, and still on its way: it is not sent again.
    if (queryClient.isMutating({ mutationKey }) > 0) return;
    const stillHere = visit();
    try {
      const sent = await once.run(async () => {
        await mutation.mutateAsync(toSubmittedValidation(values));
        return true;
      });
      if (!sent) return; // a repeated click while the first submit runs
    } catch (error) {
      // Logged by the api layer; the reviewer keeps what they typed (and its draft) and may try again.
      // The server's own message (a 400 says what it refused) under the step's heading.
      notifyError(error, t('errors.submitHint'), 'review', {
        title: t('errors.submitFailed'),
        id: 'review-submit-failed',
      });
      return;
    }
    submitted.current = true;
    // The values judged, as the step showed them, for a later re-review to compare with.
    recordSeen({
      agencyId: ids.agencyId,
      reviewId: ids.reviewId,
      seenAt: new Date().toISOString(),
      values: new Map(
        values.fields.map(({ fieldPath }) => [fieldPath, resolveFieldValue(agency, fieldPath)]),
      ),
    });
    // A reviewer who left during the send (Leave, Back, another review), or is being asked about
    // leaving, stays where they are or go: a toast says the step was saved.
    if (!stillHere() || leaveGuard.asking()) {
      notifySuccess(undefined, t('submittedAway', { step: t(`${ids.step}.title`) }), 'review');
      // Left: the draft may be a later visit's now, and what was sent only makes it match the server.
      if (stillHere()) await draft.clear();
      return;
    }
    await draft.clear();
    await navigate(routes.next);
  };
  const submit = (event?: BaseSyntheticEvent) => {
    if (!start.nothingChanged) return form.handleSubmit(onValid)(event);
    // Nothing to judge here: an empty validation would say nothing, so Next only moves on.
    event?.preventDefault();
    return navigate(routes.next);
  };

  // With changes the leave guard asks (and Leave drops the draft); without, any stale draft goes.
  const back = async () => {
    if (!hasChanges()) await draft.clear();
    await navigate(routes.back);
  };

  return {
    form,
    submit,
    back,
    submission,
  };
}

/**
 * Whether the values pass the step's rules, re-rendering only when that changes: read by the Next
 * button alone, so a field turning the step incomplete re-renders the button, not the step.
 */
export function useFormComplete(form: Pick<UseFormReturn<StepFormValues>, 'getValues' | 'subscribe'>) {
  const [complete, setComplete] = useState(() => stepFormComplete(form.getValues()));
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => setComplete(stepFormComplete(values)),
      }),
    [form],
  );
  return complete;
}

/**
 * Closing or reloading the window asks while the step has changes not yet sent. Its own hook over the
 * form's state, used by a component of its own: the step does not re-render each time a change makes
 * the form differ from the server's values or match them again.
 */
export function useUnloadGuardWhileDirty(control: Control<StepFormValues>, sent: boolean): void {
  const { isDirty } = useFormState({ control });
  useUnloadGuard(isDirty && !sent);
}
