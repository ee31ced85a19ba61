// The left column of a loaded step: tags, the progress line, the fields to validate, Back and Next;
// the step's current field (its keys, its preview section) is shared with the preview beside it, and
// the step is read-only from the moment its Next is sent.
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { AgencyDetails } from '@shared/api/schemas';
import { CopyLinkButton } from '@renderer/components/copy-link-button';
import { useFieldCursor } from '../hooks/use-field-cursor';
import { useFieldOnArrival } from '../hooks/use-field-on-arrival';
import { useFormComplete, useStepEditor, useUnloadGuardWhileDirty } from '../hooks/use-step-editor';
import type { StepDraft, StepIds } from '../hooks/use-step-form';
import { useStepShortcuts } from '../hooks/use-step-shortcuts';
import { isPreviewFullScreen } from '../lib/field-dom';
import type { StepFormValues } from '../lib/step-form-schema';
import type { StepStart, StepSubmission } from '../lib/step-lifecycle';
import { StepReadOnlyContext } from '../lib/step-read-only';
import { CurrentFieldContext } from '../stores/current-field-store';
import { FieldValidationList } from './field-validation-list';
import { ReviewProgress } from './review-progress';
import { StepLayout } from './step-layout';
import { TagEditor } from './tag-editor';

export interface StepFormProps {
  ids: StepIds;
  start: StepStart;
  draft: StepDraft;
  agency: AgencyDetails;
  preview: ReactNode;
}

export function StepForm({ ids, start, draft, agency, preview }: StepFormProps) {
  const { t } = useTranslation('review');
  const { form, submit, back, submission } = useStepEditor(ids, start, draft, agency);
  const formRef = useRef<HTMLFormElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const cursor = useFieldCursor(formRef, start.stepPaths, start.fieldPaths);
  // Nothing changed: nothing is sent, so nothing may be edited to be lost.
  const readOnly = submission.status !== 'editing' || start.nothingChanged;
  useStepShortcuts({
    cursor,
    nextButton: () => nextRef.current,
    fullScreen: () => isPreviewFullScreen(),
    readOnly: () => readOnly,
  });
  useFieldOnArrival(cursor.goTo, start.stepPaths);
  const title = t(`${ids.step}.title`);
  return (
    <CurrentFieldContext.Provider value={cursor.control}>
      <StepReadOnlyContext.Provider value={readOnly}>
        <StepLayout
          title={title}
          onBack={() => void back()}
          actions={<CopyLinkButton target={ids} />}
          preview={preview}
          form={
            <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
              <Stack gap="lg">
                <Paper withBorder p="md" radius="md">
                  <TagEditor control={form.control} step={ids.step} />
                </Paper>
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    {t('fields.heading')}
                  </Title>
                  {start.nothingChanged && (
                    <Alert color="blue" title={t('nothingChanged.title')} data-testid="nothing-changed">
                      {t('nothingChanged.text')}
                    </Alert>
                  )}
                  {start.fieldPaths.length > 0 && (
                    <ReviewProgress control={form.control} onGoToProblem={cursor.goToProblem} />
                  )}
                  <FieldValidationList
                    form={form}
                    stepPaths={start.stepPaths}
                    fieldPaths={start.fieldPaths}
                    flags={start.flags}
                    agency={agency}
                    agencyId={ids.agencyId}
                    reviewId={ids.reviewId}
                  />
                </Stack>
                <Group justify="space-between">
                  <Button variant="default" onClick={() => void back()}>
                    {t('actions.back')}
                  </Button>
                  <NextButton ref={nextRef} form={form} status={submission.status} />
                  <UnloadGuard control={form.control} sent={submission.status === 'submitted'} />
                </Group>
              </Stack>
            </form>
          }
        />
      </StepReadOnlyContext.Provider>
    </CurrentFieldContext.Provider>
  );
}

/** Enabled while the step passes its rules and nothing is being sent. */
function NextButton({
  ref,
  form,
  status,
}: {
  ref: Ref<HTMLButtonElement>;
  form: Parameters<typeof useFormComplete>[0];
  status: StepSubmission['status'];
}) {
  const { t } = useTranslation('review');
  const complete = useFormComplete(form);
  return (
    <Button ref={ref} type="submit" disabled={!complete || status !== 'editing'}>
      {status === 'submitting' ? t('actions.loading') : t('actions.next')}
    </Button>
  );
}

function UnloadGuard({ control, sent }: { control: Control<StepFormValues>; sent: boolean }) {
  useUnloadGuardWhileDirty(control, sent);
  return null;
}
