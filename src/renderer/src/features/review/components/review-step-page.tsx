// /agency/{agencyId}/review/{reviewId}/profile and /services: one page, two steps.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ReviewStep } from '@shared/domain/field-selection';
import { notifyError } from '@renderer/lib/notify';
import { useAgencyDetails } from '../api/get-agency-details';
import { useStepForm, type StepIds } from '../hooks/use-step-form';
import { stepRoutes } from '../lib/step-routes';
import { AgencyPreview } from './agency-preview';
import { StepForm } from './step-form';
import { StepLayout } from './step-layout';

function useStepIds(step: ReviewStep): StepIds {
  const { agencyId = '', reviewId = '' } = useParams();
  const [search] = useSearchParams();
  return { step, agencyId, reviewId, source: search.get('source') === 'updated' ? 'updated' : undefined };
}

export function ReviewStepPage({ step }: { step: ReviewStep }) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const ids = useStepIds(step);
  const state = useStepForm(ids);
  const details = useAgencyDetails(ids.agencyId);

  const detailsFailed = details.isError;
  useEffect(() => {
    if (detailsFailed)
      notifyError(undefined, t('errors.detailsFailed'), 'review', { id: 'review-details-failed' });
  }, [detailsFailed, t]);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (failed) notifyError(undefined, t('errors.fieldsFailed'), 'review', { id: 'review-fields-failed' });
  }, [failed, t]);

  const preview = <AgencyPreview step={step} details={details} />;
  if (state.status === 'ready') {
    return (
      <StepForm
        key={`${ids.agencyId}/${step}/${ids.source ?? ''}`}
        ids={ids}
        start={state.start}
        draft={state.draft}
        agency={details.data}
        preview={preview}
      />
    );
  }
  return (
    <StepLayout
      title={t(`${step}.title`)}
      onBack={() => void navigate(stepRoutes(ids).back)}
      preview={preview}
      form={
        state.status === 'failed' ? (
          <Alert color="red" title={t('errors.fieldsFailed')}>
            <Button size="xs" variant="light" color="red" onClick={state.retry}>
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
  );
}

export const ReviewProfileStep = () => <ReviewStepPage step="profile" />;
export const ReviewServicesStep = () => <ReviewStepPage step="services" />;
