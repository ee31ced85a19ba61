// Submitting the conclusion: sent once however often the reviewer clicks, and only after a fresh read
// of the review says it is this review and still open (fails closed: an unreadable answer sends
// nothing). On success the whole review's drafts go, the queues and counts refresh, and the reviewer
// is back on the Agencies list, unless they left the report meanwhile.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReviewDetails } from '@shared/api/schemas';
import { refreshAfterConclusion } from '@renderer/lib/api/review-lists';
import type { ScreenVisit } from '@renderer/lib/hooks/use-screen-visit';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { paths } from '@renderer/lib/paths';
import { usePlatform, useTransport } from '@renderer/lib/platform/platform-context';
import { mutationKeys, queryKeys } from '@renderer/lib/query-keys';
import { freshReviewDetails } from '../api/get-review-details';
import { useSubmitConclusion } from '../api/submit-conclusion';
import type { ConclusionDraft } from '../lib/conclusion-draft';
import { NotSent, outcomeUnknown, standingOf, type ConclusionProblem } from '../lib/conclusion-standing';
import { statusAfter } from '../lib/report-lifecycle';

/**
 * `visit` is the report's (not the form's): once a fresh read shows the review concluded, the form
 * gives way to the concluded notice while the reviewer is still on the report.
 */
export function useConclusionSubmit(agencyId: string, reviewId: string, visit: ScreenVisit) {
  const { t } = useTranslation('report');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = useSubmitConclusion(reviewId);
  const { drafts } = usePlatform();
  const transport = useTransport();
  const guard = useSubmitOnce();
  // From the first click to the answer, including the check below, so the form stays read-only.
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<ConclusionProblem | null>(null);

  const submit = useCallback(
    async (body: ConclusionDraft) => {
      const detailsKey = queryKeys.reviewDetails(agencyId);
      const stillHere = visit();
      const standing = async () =>
        standingOf(await freshReviewDetails(queryClient, transport, agencyId), reviewId);
      const clearDrafts = () =>
        drafts
          .clearReview(reviewId)
          .catch((error: unknown) => console.error('Could not clear the drafts', error));
      const succeeded = async (message?: string) => {
        await clearDrafts();
        void refreshAfterConclusion(queryClient);
        if (stillHere()) void navigate(paths.agencies.getHref());
        notifySuccess(message, t('conclusion.submitted'), 'review');
        // What the backend now says of the review, so Back to the report shows it concluded at once.
        queryClient.setQueryData<ReviewDetails>(detailsKey, (details) => ({
          ...details,
          status: statusAfter(body.action),
        }));
        void queryClient.invalidateQueries({ queryKey: detailsKey });
      };

      // Sent from this report opened before, and still on its way: it is not sent again.
      if (queryClient.isMutating({ mutationKey: mutationKeys.conclusion(reviewId) }) > 0) return;
      // Said before Retry clears it: a conclusion found stored after an unknown outcome is this one.
      const afterUnknown = problem?.kind === 'outcomeUnknown';
      setProblem(null);
      const result = await guard
        .run(async () => {
          setSubmitting(true);
          try {
            // Thrown rather than returned, so the once-only guard opens again for Retry.
            const now = await standing().catch((error: unknown) => {
              throw new NotSent({ kind: 'checkFailed', error });
            });
            if (now.now === 'concluded') throw new NotSent({ kind: 'concluded', outcome: now.outcome });
            if (now.now === 'otherReview') throw new NotSent({ kind: 'otherReview' });
            if (now.now === 'unknown') throw new NotSent({ kind: 'checkFailed', error: undefined });
            return await mutateAsync(body);
          } finally {
            setSubmitting(false);
          }
        })
        .then(
          (response) => (response ? { response } : undefined),
          (error: unknown) => ({ failed: error }),
        );

      if (!result) return; // a repeated click while the first submit runs
      if ('failed' in result) {
        const error = result.failed;
        if (error instanceof NotSent) {
          const { why } = error;
          if (why.kind !== 'concluded') return setProblem(why);
          if (afterUnknown && why.outcome === statusAfter(body.action)) return succeeded();
          // The report now shows the review as concluded; its drafts have nothing left to keep.
          notifyError(undefined, t('concluded.meanwhile'), 'review', { id: 'conclusion-meanwhile' });
          return clearDrafts();
        }
        // No answer: the server may have stored it. Ask before saying anything, so one message is true.
        if (outcomeUnknown(error)) {
          const after = await standing().catch(() => null);
          if (after?.now === 'concluded' && after.outcome === statusAfter(body.action)) return succeeded();
          if (after?.now === 'concluded') {
            // Another tab concluded it the other way: the report shows that instead of this form.
            notifyError(undefined, t('concluded.meanwhile'), 'review', { id: 'conclusion-meanwhile' });
            return clearDrafts();
          }
          if (after?.now !== 'open') return setProblem({ kind: 'outcomeUnknown', error });
        }
        notifyError(error, t('errors.submitHint'), 'review', { title: t('errors.submitTitle') });
        // A refusal may mean the review has ended meanwhile: the report then says so.
        void queryClient.invalidateQueries({ queryKey: detailsKey });
        return;
      }
      await succeeded(result.response.message);
    },
    [guard, visit, problem, mutateAsync, drafts, reviewId, agencyId, queryClient, transport, navigate, t],
  );

  return { submit, submitting, problem };
}
