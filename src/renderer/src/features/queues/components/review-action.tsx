// A pending row starts its review; any other opens the review's profile step. Enter on a selected row
// presses this same button (data-row-action).
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '@shared/domain/review-rows';
import { isPending } from '@shared/domain/review-status';
import { Button, ButtonLink } from '@renderer/components/ui/button';
import { paths, type ReviewSource } from '@renderer/lib/paths';
import { useStartReview } from '../api/start-review';

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
        <Button size="xs" disabled data-row-action>
          {t('action.startReview')}
        </Button>
      );
    return <StartReviewButton row={row} source={source} />;
  }
  if (sample)
    return (
      <Button look="light" size="xs" disabled data-row-action>
        {t('action.viewReview')}
      </Button>
    );
  return (
    <ButtonLink
      look="light"
      size="xs"
      to={paths.reviewProfile.getHref(row.id, row.reviewerId, source)}
      data-row-action
    >
      {t('action.viewReview')}
    </ButtonLink>
  );
}

function StartReviewButton({ row, source }: { row: ReviewRow; source?: ReviewSource }) {
  const { t } = useTranslation('queues');
  const start = useStartReview(row, source);
  return (
    <Button size="xs" disabled={start.pending} onClick={start.start} data-row-action>
      {start.pending ? t('action.starting') : t('action.startReview')}
    </Button>
  );
}
