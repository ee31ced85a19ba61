// The left column of a loaded step: tags, the fields to validate, Back and Next.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails } from '@shared/api/schemas';
import { useStepEditor } from '../hooks/use-step-editor';
import type { StepDraft, StepIds } from '../hooks/use-step-form';
import type { StepStart } from '../lib/step-lifecycle';
import { FieldValidationList } from './field-validation-list';
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
  const { form, submit, back, submission, canSubmit } = useStepEditor(ids, start, draft);
  const title = t(`${ids.step}.title`);
  return (
    <StepLayout
      title={title}
      onBack={() => void back()}
      preview={preview}
      form={
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md">
              <TagEditor control={form.control} step={ids.step} />
            </Paper>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('fields.heading')}
              </Title>
              <FieldValidationList
                form={form}
                stepPaths={start.stepPaths}
                fieldPaths={start.fieldPaths}
                flags={start.flags}
                agency={agency}
              />
            </Stack>
            <Group justify="space-between">
              <Button variant="default" onClick={() => void back()}>
                {t('actions.back')}
              </Button>
              <Button type="submit" disabled={!canSubmit}>
                {submission.status === 'submitting' ? t('actions.loading') : t('actions.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      }
    />
  );
}
