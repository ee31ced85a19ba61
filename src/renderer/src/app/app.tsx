import type { QueryClient } from '@tanstack/react-query';
import { ConfigGate } from '@renderer/features/config/components/config-gate';
import { AppProviders } from './providers';
import { AppRouter, type createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <ConfigGate>
        <AppRouter router={router} />
      </ConfigGate>
    </AppProviders>
  );
}
