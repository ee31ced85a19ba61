import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Platform } from '@renderer/lib/platform/platform';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { queryKeys } from '@renderer/lib/query-keys';

export function backendStatusQueryOptions(platform: Platform) {
  return queryOptions({
    queryKey: queryKeys.appInfo,
    queryFn: () => platform.backendStatus(),
    staleTime: Infinity,
    retry: false,
  });
}

export function useBackendStatus() {
  return useQuery(backendStatusQueryOptions(usePlatform()));
}
