// Start Review: the start call (sent once per click burst), then the reviews and stats are refreshed
// and the profile step opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReviewRow } from '@shared/domain/review-rows';
import { refreshAfterReviewStart } from '@renderer/lib/api/review-lists';
import { useSubmitOnce } from '@renderer/lib/hooks/use-submit-once';
import { notifyError } from '@renderer/lib/notify';
import { paths, type ReviewSource } from '@renderer/lib/paths';
import type { Transport } from '@renderer/lib/platform/platform';
import { useTransport } from '@renderer/lib/platform/platform-context';

/** Section 8: a failed start is logged and rethrown. */
async function startReview(transport: Transport, agencyId: string) {
  try {
    return await transport.call('startReview', { agencyId });
  } catch (error) {
    console.error('Failed to start the review', error);
    throw error;
  }
}

export function useStartReview(source?: ReviewSource) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transport = useTransport();
  const once = useSubmitOnce();
  const { t } = useTranslation('queues');
  const mutation = useMutation({
    mutationFn: (row: ReviewRow) => startReview(transport, row.id),
    onSuccess: (_answer, row) => {
      // Not awaited: the profile step need not wait for 10,000 rows to reload.
      void refreshAfterReviewStart(queryClient);
      void navigate(paths.reviewProfile.getHref(row.id, row.reviewerId, source));
    },
    // Never silent, even though section 8 asks for no server message here; our text heads any detail.
    onError: (error) =>
      notifyError(error, t('action.startFailed'), 'review', { title: t('action.startFailed') }),
  });
  return {
    pending: mutation.isPending,
    // The mutation's own onError tells the reviewer; nothing more to do with the rejection here.
    start: (row: ReviewRow) => void once.run(() => mutation.mutateAsync(row)).catch(() => undefined),
  };
}
