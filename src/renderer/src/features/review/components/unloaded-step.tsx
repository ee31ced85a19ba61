// A step that has not loaded everything yet: a loading state, or what failed with Retry. Nothing can
// be judged here: no field is shown and Next stays disabled.
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { StepIds } from '../hooks/use-step-form';
import type { StepSource } from '../lib/step-lifecycle';
import { stepRoutes } from '../lib/step-routes';
import { AgencyPreview } from './agency-preview';
import { StepLayout } from './step-layout';

export const FAILURE_TEXT = {
  fields: 'errors.fieldsFailed',
  previous: 'errors.previousFailed',
  flagged: 'errors.flaggedFailed',
  details: 'errors.detailsFailed',
} as const satisfies Record<StepSource, string>;

export function UnloadedStep({
  ids,
  failed,
  onRetry,
  retrying,
}: {
  ids: StepIds;
  failed: readonly StepSource[] | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const back = () => void navigate(stepRoutes(ids).back);
  return (
    <StepLayout
      title={t(`${ids.step}.title`)}
      onBack={back}
      preview={<AgencyPreview step={ids.step} failed={failed?.includes('details') ?? false} />}
      form={
        <Stack gap="lg">
          {failed ? (
            <Alert color="red" title={t('errors.stepFailed')}>
              <Stack gap="xs" align="flex-start">
                {failed.map((source) => (
                  <Text key={source} size="sm">
                    {t(FAILURE_TEXT[source])}
                  </Text>
                ))}
                <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
                  {t('actions.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Stack aria-busy="true" aria-label={t('fields.loading')}>
              <Skeleton height={90} />
              <Skeleton height={60} />
              <Skeleton height={60} />
              <Skeleton height={60} />
            </Stack>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={back}>
              {t('actions.back')}
            </Button>
            <Button disabled>{t('actions.next')}</Button>
          </Group>
        </Stack>
      }
    />
  );
}
