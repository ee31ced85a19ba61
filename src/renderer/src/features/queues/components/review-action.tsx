// A pending row starts its review; any other opens the review's profile step. Enter on a selected row
// presses this same button (data-row-action).
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '@shared/domain/review-rows';
import { isPending } from '@shared/domain/review-status';
import { paths, type ReviewSource } from '@renderer/lib/paths';
import { useStartReview } from '../api/start-review';
import { RowButton, RowLinkButton } from './row-parts';

export interface ReviewActionProps {
  row: ReviewRow;
  source?: ReviewSource;
  /** Sample rows (Rereview Requests) show the action but never call or navigate. */
  sample?: boolean;
}

export function ReviewAction({ row, source, sample }: ReviewActionProps) {
  const { t } = useTranslation('queues');
  if (isPending(row.status)) {
    if (sample)
      return (
        <RowButton look="filled" disabled>
          {t('action.startReview')}
        </RowButton>
      );
    return <StartReviewButton row={row} source={source} />;
  }
  if (sample)
    return (
      <RowButton look="light" disabled>
        {t('action.viewReview')}
      </RowButton>
    );
  return (
    <RowLinkButton to={paths.reviewProfile.getHref(row.id, row.reviewerId, source)}>
      {t('action.viewReview')}
    </RowLinkButton>
  );
}

function StartReviewButton({ row, source }: { row: ReviewRow; source?: ReviewSource }) {
  const { t } = useTranslation('queues');
  const start = useStartReview(row, source);
  return (
    <RowButton look="filled" disabled={start.pending} onClick={start.start}>
      {start.pending ? t('action.starting') : t('action.startReview')}
    </RowButton>
  );
}
