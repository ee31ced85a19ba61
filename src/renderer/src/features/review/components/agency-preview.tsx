// The right column: the step's preview of the agency, or its loading and failure states (the step's
// life cycle decides which; Retry sits beside the step's error).
import { Skeleton, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails } from '@shared/api/schemas';
import type { ReviewStep } from '@shared/domain/field-selection';
import { PreviewPanel } from './preview-panel';
import { ProfilePreview } from './profile-preview';
import { ServicesPreview } from './services-preview';

export function AgencyPreview({
  step,
  agency,
  failed = false,
}: {
  step: ReviewStep;
  agency?: AgencyDetails;
  failed?: boolean;
}) {
  const { t } = useTranslation('review');
  // The fields come first: the preview (thousands of elements beside a 200-field step) renders just
  // after them, in the background, so the reviewer can start judging while it is drawn.
  // (Its first value must not be undefined: React renders at once when there is none.)
  const shown = useDeferredValue<AgencyDetails | null>(agency ?? null, null);
  return (
    // Section 9: the services preview panels are 98vh high.
    <PreviewPanel height={step === 'services' ? '98vh' : undefined}>
      {shown ? (
        step === 'profile' ? (
          <ProfilePreview agency={shown} />
        ) : (
          <ServicesPreview agency={shown} />
        )
      ) : failed ? (
        <Text c="red.3">{t('errors.detailsFailed')}</Text>
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
