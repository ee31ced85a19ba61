// Placeholder screens: each shows its translated title until its issue replaces it.
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '@renderer/components/placeholder-screen';

export function AgenciesRoute() {
  const { t } = useTranslation('queues');
  return <PlaceholderScreen title={t('agencies.title')} />;
}

export function UpdatedProfilesRoute() {
  const { t } = useTranslation('queues');
  return <PlaceholderScreen title={t('updatedProfiles.title')} />;
}

export function RereviewRequestsRoute() {
  const { t } = useTranslation('queues');
  return <PlaceholderScreen title={t('rereviewRequests.title')} />;
}

export function ReviewProfileRoute() {
  const { t } = useTranslation('review');
  return <PlaceholderScreen title={t('profile.title')} />;
}

export function ReviewServicesRoute() {
  const { t } = useTranslation('review');
  return <PlaceholderScreen title={t('services.title')} />;
}

export function ReviewReportRoute() {
  const { t } = useTranslation('report');
  return <PlaceholderScreen title={t('title')} />;
}
