// What the app knows about itself (backend configured? where logos may load from?), asked once and
// kept: the configuration gate waits for it before any screen shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { Platform } from './platform';
import { usePlatform } from './platform-context';

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
