import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Section 8: the list failed after its retries; Retry reloads the page. */
export function QueueLoadError({ message }: { message: string }) {
  const { t } = useTranslation('queues');
  return (
    <Alert color="red" title={message} role="alert">
      <Button mt="sm" color="red" variant="light" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
