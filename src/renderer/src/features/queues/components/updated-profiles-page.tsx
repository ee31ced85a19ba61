import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updatedProfilesQueryOptions } from '@renderer/lib/api/queue-lists';
import { useTransport } from '@renderer/lib/platform/platform-context';
import { QueueScreen } from './queue-screen';

/** `/updated-profiles`: reviews link to the profile step with source=updated. */
export function UpdatedProfilesPage() {
  const { t } = useTranslation('queues');
  const reviews = useQuery(updatedProfilesQueryOptions(useTransport()));
  return (
    <QueueScreen
      queue="updatedProfiles"
      title={t('updatedProfiles.title')}
      description={t('updatedProfiles.description')}
      items={reviews.data?.items}
      skipped={reviews.data?.skipped.length}
      loading={reviews.isPending}
      loadError={reviews.isError && !reviews.data ? t('updatedProfiles.loadError') : null}
      source="updated"
    />
  );
}
