import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agencyReviewsQueryOptions } from '@renderer/lib/api/queue-lists';
import { useTransport } from '@renderer/lib/platform/platform-context';
import { QueueScreen } from './queue-screen';

/** `/`: every agency review. */
export function AgenciesPage() {
  const { t } = useTranslation('queues');
  const reviews = useQuery(agencyReviewsQueryOptions(useTransport()));
  return (
    <QueueScreen
      queue="agencies"
      title={t('agencies.title')}
      description={t('agencies.description')}
      items={reviews.data?.items}
      skipped={reviews.data?.skipped.length}
      loading={reviews.isPending}
      loadError={reviews.isError && !reviews.data ? t('agencies.loadError') : null}
    />
  );
}
