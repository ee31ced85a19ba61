import { useTranslation } from 'react-i18next';
import { REREVIEW_SAMPLE_ROWS } from '../lib/rereview-sample-rows';
import { QueueScreen } from './queue-screen';

/** `/rereview-requests`: sample rows only, no call. */
export function RereviewRequestsPage() {
  const { t } = useTranslation('queues');
  return (
    <QueueScreen
      queue="rereviewRequests"
      title={t('rereviewRequests.title')}
      description={t('rereviewRequests.description')}
      items={REREVIEW_SAMPLE_ROWS}
      sample
    />
  );
}
