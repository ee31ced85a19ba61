import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Malformed rows were left out of the list (and logged); the rest show, so this only informs. */
export function SkippedRowsNotice({ count }: { count: number }) {
  const { t } = useTranslation('queues');
  return (
    <Alert variant="light" color="gray" role="status" py="xs" data-testid="queue-skipped-notice">
      {t('table.skipped', { count })}
    </Alert>
  );
}
