// What a session's end forgets: the reviewer's cached answers and their queues' searches and orders
// (which decide the next review after a conclusion), never what the app knows about itself.
import { describe, expect, it } from 'vitest';
import { forgetSessionData } from '@renderer/lib/api/session-data';
import { createQueryClient } from '@renderer/lib/query-client';
import { queryKeys } from '@renderer/lib/query-keys';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';

describe('the end of a session', () => {
  it("forgets the reviewer's answers and queue searches, and keeps the app's own information", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.reviewerProfile, { email: 'layla@demo.test' });
    queryClient.setQueryData(queryKeys.appInfo, { apiConfigured: true });
    useQueueViewStore.getState().setSearch('agencies', 'falcon');
    useQueueViewStore.getState().setSort('updatedProfiles', 'oldest');

    forgetSessionData(queryClient);

    expect(queryClient.getQueryData(queryKeys.reviewerProfile)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.appInfo)).toEqual({ apiConfigured: true });
    const { views } = useQueueViewStore.getState();
    expect(views.agencies.search).toBe('');
    expect(views.updatedProfiles.sort).toBe('newest');
  });
});
