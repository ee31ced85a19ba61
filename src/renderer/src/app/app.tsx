import type { QueryClient } from '@tanstack/react-query';
import { ConfigGate } from '@renderer/features/config/components/config-gate';
import type { Platform } from '@renderer/lib/platform/platform';
import { AppProviders } from './providers';
import { AppRouter, type createAppRouter } from './router';

interface AppProps {
  platform: Platform;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ platform, queryClient, router }: AppProps) {
  return (
    <AppProviders platform={platform} queryClient={queryClient}>
      <ConfigGate>
        <AppRouter router={router} />
      </ConfigGate>
    </AppProviders>
  );
}
