import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useLinkAfterSignIn } from '../link-after-sign-in';
import { useQueueViewStore } from '../queue-views/queue-view-store';

/**
 * Everything the signed-in reviewer saw is forgotten on logout and on a 401 (the cached profile
 * first of all), their queues' searches and orders too (the next review after a conclusion follows
 * them), and a review link still waiting for a sign-in; what the app knows about itself stays, so the
 * screen does not reload.
 */
export function forgetSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.appInfo[0] });
  useQueueViewStore.getState().reset();
  useLinkAfterSignIn.getState().take();
}
