// Start Review: the start call (sent once per click burst), then the reviews and stats are refreshed
// and the profile step opens, unless the reviewer has left the queue meanwhile: then a toast says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReviewRow } from '@shared/domain/review-rows';
import { refreshAfterReviewStart } from '@renderer/lib/api/review-lists';
import { startReview } from '@renderer/lib/api/start-review';
import { isolate } from '@renderer/lib/bidi';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { useScreenVisit } from '@renderer/lib/hooks/use-screen-visit';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { paths, type ReviewSource } from '@renderer/lib/paths';
import { useTransport } from '@renderer/lib/platform/platform-context';
import { mutationKeys } from '@renderer/lib/query-keys';

export function useStartReview(row: ReviewRow, source?: ReviewSource) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transport = useTransport();
  const once = useSubmitOnce();
  const visit = useScreenVisit();
  const { t } = useTranslation('queues');
  const startedAwayText = (name: string) =>
    name.trim() ? t('action.startedAway', { name: isolate(name.trim()) }) : t('action.startedAwayUnnamed');
  const mutationKey = mutationKeys.startReview(row.id);
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => startReview(transport, row.id),
    // Not awaited: the profile step need not wait for 10,000 rows to reload.
    onSuccess: () => void refreshAfterReviewStart(queryClient),
    // Never silent, even though section 8 asks for no server message here; our text heads any detail.
    onError: (error) =>
      notifyError(error, t('action.startFailed'), 'review', { title: t('action.startFailed') }),
  });
  return {
    pending: mutation.isPending,
    // The mutation's own onError tells the reviewer; nothing more to do with the rejection here.
    start: () => {
      // Started from this queue opened before, and still on its way: it is not sent again.
      if (queryClient.isMutating({ mutationKey }) > 0) return;
      const stillHere = visit();
      void once
        .run(async () => {
          await mutation.mutateAsync();
          if (stillHere()) void navigate(paths.reviewProfile.getHref(row.id, row.reviewerId, source));
          else notifySuccess(undefined, startedAwayText(row.agencyName), 'review');
        })
        .catch(() => undefined);
    },
  };
}
