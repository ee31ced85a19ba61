// The files main keeps in userData, in one place.
import { join } from 'node:path';

export function userDataFiles(userData: string) {
  return {
    settings: join(userData, 'settings.json'),
    windowState: join(userData, 'window-state.json'),
    // Beside Chromium's own store of the partition, so clearing one is clearing both.
    csrfToken: join(userData, 'Partitions', 'review-console', 'csrf-token.json'),
    drafts: join(userData, 'drafts'),
    /** Each reviewer's snippets, judged values, saved views and preferences (local-data-store.ts). */
    reviewers: join(userData, 'reviewers'),
  };
}
