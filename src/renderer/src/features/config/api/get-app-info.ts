import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppInfo } from '@shared/ipc/contract';
import { getBridge } from '@renderer/lib/bridge';
import { queryKeys } from '@renderer/lib/query-keys';

/** Web mode always has a backend behind its /api proxy; only the desktop app can lack one. */
const WEB_MODE_INFO: Pick<AppInfo, 'apiConfigured'> = { apiConfigured: true };

export async function getBackendStatus(): Promise<Pick<AppInfo, 'apiConfigured'>> {
  const bridge = getBridge();
  return bridge ? bridge.app.info() : WEB_MODE_INFO;
}

export function backendStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.appInfo,
    queryFn: getBackendStatus,
    staleTime: Infinity,
    retry: false,
  });
}

export function useBackendStatus() {
  return useQuery(backendStatusQueryOptions());
}
