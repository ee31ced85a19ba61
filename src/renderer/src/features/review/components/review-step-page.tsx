// /agency/{agencyId}/review/{reviewId}/profile and /services: one page, two steps.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ReviewStep } from '@shared/domain/field-selection';
import { notifyError } from '@renderer/lib/notify';
import { useStepForm, type StepIds } from '../hooks/use-step-form';
import { AgencyPreview } from './agency-preview';
import { StepForm } from './step-form';
import { FAILURE_TEXT, UnloadedStep } from './unloaded-step';

function useStepIds(step: ReviewStep): StepIds {
  const { agencyId = '', reviewId = '' } = useParams();
  const [search] = useSearchParams();
  return { step, agencyId, reviewId, source: search.get('source') === 'updated' ? 'updated' : undefined };
}

export function ReviewStepPage({ step }: { step: ReviewStep }) {
  const { t } = useTranslation('review');
  const ids = useStepIds(step);
  const state = useStepForm(ids);

  // A toast too, so the failure is seen wherever the reviewer looks; one per source, never stacked.
  const failed = state.status === 'failed' ? state.failed : null;
  useEffect(() => {
    for (const source of failed ?? [])
      notifyError(undefined, t(FAILURE_TEXT[source]), 'review', { id: `review-${source}-failed` });
  }, [failed, t]);

  if (state.status === 'ready') {
    return (
      <StepForm
        key={`${ids.agencyId}/${step}/${ids.source ?? ''}`}
        ids={ids}
        start={state.start}
        draft={state.draft}
        agency={state.agency}
        preview={<AgencyPreview step={step} agency={state.agency} />}
      />
    );
  }
  return <UnloadedStep ids={ids} failed={failed} onRetry={state.retry} retrying={state.retrying} />;
}

export const ReviewProfileStep = () => <ReviewStepPage step="profile" />;
export const ReviewServicesStep = () => <ReviewStepPage step="services" />;
