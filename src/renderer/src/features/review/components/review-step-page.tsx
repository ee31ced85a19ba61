// /agency/{agencyId}/review/{reviewId}/profile and /services: one page, two steps.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ReviewStep } from '@shared/domain/field-selection';
import { UnsavedChangesModal } from '@renderer/components/unsaved-changes-modal';
import { notifyError } from '@renderer/lib/notify';
import type { ReviewSource } from '@renderer/lib/paths';
import { useReviewStepData } from '../hooks/use-review-step-data';
import { stepRoutes } from '../hooks/use-step-routes';
import { AgencyPreview } from './agency-preview';
import { StepForm } from './step-form';
import { StepLayout } from './step-layout';

export function ReviewStepPage({ step }: { step: ReviewStep }) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const { agencyId = '', reviewId = '' } = useParams();
  const [search] = useSearchParams();
  const source: ReviewSource | undefined = search.get('source') === 'updated' ? 'updated' : undefined;
  const data = useReviewStepData(step, agencyId, source === 'updated');

  const detailsFailed = data.details.isError;
  useEffect(() => {
    if (detailsFailed)
      notifyError(undefined, t('errors.detailsFailed'), 'review', { id: 'review-details-failed' });
  }, [detailsFailed, t]);
  useEffect(() => {
    if (data.failed)
      notifyError(undefined, t('errors.fieldsFailed'), 'review', { id: 'review-fields-failed' });
  }, [data.failed, t]);

  const preview = <AgencyPreview step={step} details={data.details} />;
  return (
    <>
      <UnsavedChangesModal />
      {data.ready ? (
        <StepForm
          key={`${agencyId}/${step}/${source ?? ''}`}
          step={step}
          agencyId={agencyId}
          reviewId={reviewId}
          source={source}
          stepPaths={data.stepPaths}
          fieldPaths={data.fieldPaths}
          previous={data.previous}
          flags={data.flags}
          agency={data.details.data}
          preview={preview}
        />
      ) : (
        <StepLayout
          title={t(`${step}.title`)}
          onBack={() => void navigate(stepRoutes({ step, agencyId, reviewId, source }).back)}
          preview={preview}
          form={
            data.failed ? (
              <Alert color="red" title={t('errors.fieldsFailed')}>
                <Button size="xs" variant="light" color="red" onClick={data.retry}>
                  {t('actions.retry')}
                </Button>
              </Alert>
            ) : (
              <Stack aria-busy="true">
                <Skeleton height={90} />
                <Skeleton height={60} />
                <Skeleton height={60} />
                <Skeleton height={60} />
              </Stack>
            )
          }
        />
      )}
    </>
  );
}

export const ReviewProfileStep = () => <ReviewStepPage step="profile" />;
export const ReviewServicesStep = () => <ReviewStepPage step="services" />;
