// Submitting the conclusion: sent once however often the reviewer clicks, and never for a review the
// backend says has ended (another tab may have concluded it); on success the whole review's drafts
// go, the queues and counts refresh, and the reviewer is back on the Agencies list.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { refreshAfterConclusion } from '@renderer/lib/api/review-lists';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { paths } from '@renderer/lib/paths';
import type { Transport } from '@renderer/lib/platform/platform';
import { usePlatform, useTransport } from '@renderer/lib/platform/platform-context';
import { queryKeys } from '@renderer/lib/query-keys';
import type { ReviewDetails } from '@shared/api/schemas';
import { reviewDetailsQueryOptions } from '../api/get-review-details';
import { useSubmitConclusion } from '../api/submit-conclusion';
import type { ConclusionDraft } from '../lib/conclusion-draft';
import { concludedOutcome, statusAfter } from '../lib/report-lifecycle';

/** The review details asked again right before sending; if they cannot be read, the server decides. */
async function concludedMeanwhile(queryClient: QueryClient, transport: Transport, agencyId: string) {
  const fresh = await queryClient
    .fetchQuery({ ...reviewDetailsQueryOptions(transport, agencyId), staleTime: 0, retry: false })
    .catch(() => undefined);
  return concludedOutcome(fresh?.status) !== null;
}

export function useConclusionSubmit(agencyId: string, reviewId: string) {
  const { t } = useTranslation('report');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = useSubmitConclusion(reviewId);
  const { drafts } = usePlatform();
  const transport = useTransport();
  const guard = useSubmitOnce();
  // From the first click to the answer, including the check below, so the form stays read-only.
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (body: ConclusionDraft) => {
      const detailsKey = queryKeys.reviewDetails(agencyId);
      const clearDrafts = () =>
        drafts
          .clearReview(reviewId)
          .catch((error: unknown) => console.error('Could not clear the drafts', error));
      let result;
      try {
        result = await guard.run(async () => {
          setSubmitting(true);
          try {
            if (await concludedMeanwhile(queryClient, transport, agencyId)) return { sent: false } as const;
            return { sent: true, response: await mutateAsync(body) } as const;
          } finally {
            setSubmitting(false);
          }
        });
      } catch (error) {
        notifyError(error, t('errors.submitHint'), 'review', { title: t('errors.submitTitle') });
        // A refusal may mean the review has ended meanwhile: the report then says so.
        void queryClient.invalidateQueries({ queryKey: detailsKey });
        return;
      }
      if (!result) return; // a repeated click while the first submit runs
      if (!result.sent) {
        // The report now shows the review as concluded; its drafts have nothing left to keep.
        notifyError(undefined, t('concluded.meanwhile'), 'review', { id: 'conclusion-meanwhile' });
        await clearDrafts();
        return;
      }
      await clearDrafts();
      void refreshAfterConclusion(queryClient);
      navigate(paths.agencies.getHref());
      notifySuccess(result.response.message, t('conclusion.submitted'), 'review');
      // What the backend now says of the review, so Back to the report shows it concluded at once.
      queryClient.setQueryData<ReviewDetails>(detailsKey, (details) => ({
        ...details,
        status: statusAfter(body.action),
      }));
      void queryClient.invalidateQueries({ queryKey: detailsKey });
    },
    [guard, mutateAsync, drafts, reviewId, agencyId, queryClient, transport, navigate, t],
  );

  return { submit, submitting };
}
