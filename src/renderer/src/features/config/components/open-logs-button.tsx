import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@renderer/lib/platform/platform-context';

/** Opens the app's log folder for IT; absent where there is none (a browser tab). */
export function OpenLogsButton() {
  const { t } = useTranslation('config');
  const { openLogsFolder } = usePlatform();
  const [failed, setFailed] = useState(false);
  if (!openLogsFolder) return null;
  const open = async () => setFailed(!(await openLogsFolder().catch(() => false)));
  return (
    <Group gap="sm">
      <Button variant="default" onClick={() => void open()}>
        {t('notConfigured.openLogs')}
      </Button>
      {failed && (
        <Text role="alert" size="sm" c="red.8">
          {t('notConfigured.logsNotOpened')}
        </Text>
      )}
    </Group>
  );
}
