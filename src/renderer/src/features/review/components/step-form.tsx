// The left column of a loaded step: tags, the fields to validate, Back and Next.
import { Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails, FieldValidationResult, FlaggedField } from '@shared/api/schemas';
import type { ReviewStep } from '@shared/domain/field-selection';
import type { ReviewSource } from '@renderer/lib/paths';
import { useFieldValidationForm, type FieldValidationFormOptions } from '../hooks/use-field-validation-form';
import { useStepDraft } from '../hooks/use-step-draft';
import { FieldValidationList } from './field-validation-list';
import { StepLayout } from './step-layout';
import { TagEditor } from './tag-editor';

export interface StepFormProps {
  step: ReviewStep;
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
  stepPaths: readonly string[];
  fieldPaths: readonly string[];
  previous?: readonly FieldValidationResult[];
  flags?: readonly FlaggedField[];
  agency?: AgencyDetails;
  preview: ReactNode;
}

/** The form is built once the step's draft has loaded, so a restored draft never flashes away. */
export function StepForm(props: StepFormProps) {
  const { t } = useTranslation('review');
  const draft = useStepDraft(props.reviewId, props.step);
  if (!draft.loaded) {
    const title = t(`${props.step}.title`);
    return (
      <StepLayout
        title={title}
        onBack={() => undefined}
        preview={props.preview}
        form={<Loader size="sm" />}
      />
    );
  }
  return (
    <StepFormBody
      {...props}
      draft={draft.draft}
      onValuesChange={draft.onValuesChange}
      onSubmitted={draft.clear}
      onLeaveConfirmed={draft.clear}
    />
  );
}

type StepFormBodyProps = StepFormProps &
  Pick<FieldValidationFormOptions, 'draft' | 'onValuesChange' | 'onSubmitted' | 'onLeaveConfirmed'>;

function StepFormBody({ stepPaths, flags, agency, preview, ...options }: StepFormBodyProps) {
  const { t } = useTranslation('review');
  const { form, submit, back, pending, canSubmit } = useFieldValidationForm(options);
  return (
    <StepLayout
      title={t(`${options.step}.title`)}
      onBack={() => void back()}
      preview={preview}
      form={
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${options.step}.title`)}>
            <Stack gap="lg">
              <Paper withBorder p="md" radius="md">
                <TagEditor control={form.control} step={options.step} />
              </Paper>
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('fields.heading')}
                </Title>
                <FieldValidationList
                  stepPaths={stepPaths}
                  fieldPaths={options.fieldPaths}
                  flags={flags}
                  agency={agency}
                />
              </Stack>
              <Group justify="space-between">
                <Button variant="default" onClick={() => void back()}>
                  {t('actions.back')}
                </Button>
                <Button type="submit" disabled={!canSubmit}>
                  {pending ? t('actions.loading') : t('actions.next')}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      }
    />
  );
}
