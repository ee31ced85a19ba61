import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackendStatus } from '@renderer/lib/platform/backend-status';
import { BackendNotConfigured } from './backend-not-configured';

/** Renders the app only when a backend is configured; if the check itself fails, the app's own errors say why. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useBackendStatus();
  if (status.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (status.data?.apiConfigured === false) return <BackendNotConfigured status={status.data} />;
  return children;
}
