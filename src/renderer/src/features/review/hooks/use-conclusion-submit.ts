// Submitting the conclusion: sent once however often the reviewer clicks; on success the whole
// review's drafts go, the queues and counts refresh, and the reviewer is back on the Agencies list.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { refreshAfterConclusion } from '@renderer/lib/api/review-lists';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { paths } from '@renderer/lib/paths';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { queryKeys } from '@renderer/lib/query-keys';
import { useSubmitConclusion } from '../api/submit-conclusion';
import type { ConclusionDraft } from '../lib/conclusion-draft';

export function useConclusionSubmit(agencyId: string, reviewId: string) {
  const { t } = useTranslation('report');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useSubmitConclusion(reviewId);
  const { drafts } = usePlatform();
  const guard = useSubmitOnce();

  const submit = useCallback(
    async (body: ConclusionDraft) => {
      let response;
      try {
        response = await guard.run(() => mutateAsync(body));
      } catch (error) {
        notifyError(error, t('errors.submitHint'), 'review', { title: t('errors.submitTitle') });
        return;
      }
      if (!response) return; // a repeated click while the first submit runs
      await drafts
        .clearReview(reviewId)
        .catch((error: unknown) => console.error('Could not clear the drafts', error));
      void refreshAfterConclusion(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewDetails(agencyId) });
      navigate(paths.agencies.getHref());
      notifySuccess(response.message, t('conclusion.submitted'), 'review');
    },
    [guard, mutateAsync, drafts, reviewId, agencyId, queryClient, navigate, t],
  );

  return { submit, submitting: isPending };
}
