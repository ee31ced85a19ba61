// The right column: the step's preview of the agency, or its loading and failure states.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails } from '@shared/api/schemas';
import type { ReviewStep } from '@shared/domain/field-selection';
import { PreviewPanel } from './preview-panel';
import { ProfilePreview } from './profile-preview';
import { ServicesPreview } from './services-preview';

export function AgencyPreview({
  step,
  details,
}: {
  step: ReviewStep;
  details: UseQueryResult<AgencyDetails>;
}) {
  const { t } = useTranslation('review');
  return (
    // Section 9: the services preview panels are 98vh high.
    <PreviewPanel height={step === 'services' ? '98vh' : undefined}>
      {details.data ? (
        step === 'profile' ? (
          <ProfilePreview agency={details.data} />
        ) : (
          <ServicesPreview agency={details.data} />
        )
      ) : details.isError ? (
        <Stack align="flex-start">
          <Text c="red.3">{t('errors.detailsFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void details.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack aria-busy="true">
          <Skeleton height={64} width={64} radius="md" />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
          <Skeleton height={120} />
        </Stack>
      )}
    </PreviewPanel>
  );
}
