import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * Everything the signed-in reviewer saw is forgotten on logout and on a 401 (the cached profile
 * first of all); what the app knows about itself stays, so the screen does not reload.
 */
export function forgetSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.appInfo[0] });
}
