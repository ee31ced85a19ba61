// Where a reviewer goes once a conclusion is sent (or held for its undo window), as they chose in
// Settings: the Agencies list (the specification's behaviour), or the next pending review of the queue
// the review came from, in that queue's current order and search, started for them with the queue's
// own single-send guard. No pending review left, or a start that fails: the queue, and a message.
import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { idAt, rowAt } from '@shared/domain/row-columns';
import { agencyReviewsQueryOptions, updatedProfilesQueryOptions } from '@renderer/lib/api/queue-lists';
import { refreshAfterReviewStart } from '@renderer/lib/api/review-lists';
import { startReview } from '@renderer/lib/api/start-review';
import { isolate } from '@renderer/lib/bidi';
import { useReviewPreferences } from '@renderer/lib/hooks/use-review-preferences';
import { useStatusLabel } from '@renderer/lib/hooks/use-status-label';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { paths, type ReviewSource } from '@renderer/lib/paths';
import { useTransport } from '@renderer/lib/platform/platform-context';
import { mutationKeys } from '@renderer/lib/query-keys';
import { queueIndexesAsSeen } from '@renderer/lib/queue-views/queue-rows';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import { useNavigate } from 'react-router-dom';

export function useGoOnAfterConclusion() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const statusLabel = useStatusLabel();
  const { value: preferences } = useReviewPreferences();

  const startNext = useCallback(
    async (source: ReviewSource | undefined, concluded: string, stillHere: () => boolean) => {
      const queue = source === 'updated' ? 'updatedProfiles' : 'agencies';
      const queueHref = source === 'updated' ? paths.updatedProfiles.getHref() : paths.agencies.getHref();
      // Asked again: the list before the conclusion no longer says what is still pending.
      const fetchList = () =>
        source === 'updated'
          ? queryClient.fetchQuery({ ...updatedProfilesQueryOptions(transport), staleTime: 0 })
          : queryClient.fetchQuery({ ...agencyReviewsQueryOptions(transport), staleTime: 0 });
      let list;
      try {
        list = await fetchList();
      } catch (error) {
        notifyError(error, t('next.listFailed'), 'review');
        return stillHere() && navigate(queueHref);
      }
      const { search, sort } = useQueueViewStore.getState().views[queue];
      const rows = list.items;
      const shown = queueIndexesAsSeen(rows, { search, sort, status: 'pending' }, statusLabel);
      const at = shown.find((index) => idAt(rows.ids, index) !== concluded);
      const next = at === undefined ? undefined : rowAt(rows, at);
      if (!next) {
        notifySuccess(undefined, t('next.none'), 'review');
        return stillHere() && navigate(queueHref);
      }
      // Gone elsewhere before the start: nothing is started in the reviewer's name.
      if (!stillHere()) return;
      // Started from the queue meanwhile, and still on its way: it is not sent again.
      const mutationKey = mutationKeys.startReview(next.id);
      if (queryClient.isMutating({ mutationKey }) > 0) return stillHere() && navigate(queueHref);
      try {
        await new MutationObserver(queryClient, {
          mutationKey,
          mutationFn: () => startReview(transport, next.id),
        }).mutate();
      } catch (error) {
        const name = next.agencyName.trim();
        notifyError(
          error,
          name ? t('next.startFailed', { name: isolate(name) }) : t('next.startFailedUnnamed'),
          'review',
        );
        return stillHere() && navigate(queueHref);
      }
      void refreshAfterReviewStart(queryClient);
      // Gone elsewhere meanwhile: the review is started, and the reviewer is told rather than moved.
      if (!stillHere()) {
        const name = next.agencyName.trim();
        const text = name ? t('next.startedAway', { name: isolate(name) }) : t('next.startedAwayUnnamed');
        return notifySuccess(undefined, text, 'review');
      }
      return navigate(paths.reviewProfile.getHref(next.id, next.reviewerId, source));
    },
    [queryClient, transport, statusLabel, navigate, t],
  );

  return useCallback(
    /** `stillHere`: the report's visit (use-screen-visit.ts); nobody is moved who has gone elsewhere. */
    (source: ReviewSource | undefined, concludedAgencyId: string, stillHere: () => boolean) => {
      if (preferences.afterConclusion === 'next') void startNext(source, concludedAgencyId, stillHere);
      else if (stillHere()) void navigate(paths.agencies.getHref());
    },
    [preferences.afterConclusion, startNext, navigate],
  );
}
