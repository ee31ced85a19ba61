import { describe, expect, it, vi } from 'vitest';
import type { DraftStore } from '@renderer/lib/drafts/draft-store';
import { createDraftWriter } from '@renderer/lib/drafts/draft-writer';

const failingStore = (error: Error): DraftStore => ({
  load: vi.fn(async () => null),
  save: vi.fn(async () => {
    throw error;
  }),
  clear: vi.fn(async () => undefined),
  clearReview: vi.fn(async () => undefined),
  onReviewCleared: vi.fn(() => () => undefined),
});

describe('writing drafts', () => {
  it('says so when a draft cannot be written, rather than only logging it', async () => {
    const full = new Error('QuotaExceededError');
    const onError = vi.fn();
    const writer = createDraftWriter(failingStore(full), 10, onError);
    writer.schedule('review/r1/profile', { tags: ['x'] }, null);
    writer.flush();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('review/r1/profile', full));
  });

  it('writes only the last value when typing goes on', async () => {
    const store = failingStore(new Error('unused'));
    store.save = vi.fn(async () => undefined);
    const writer = createDraftWriter(store, 10, vi.fn());
    writer.schedule('review/r1/profile', 1, 'layla@demo.test');
    writer.schedule('review/r1/profile', 2, 'layla@demo.test');
    writer.flush();
    expect(store.save).toHaveBeenCalledTimes(1);
    expect(store.save).toHaveBeenCalledWith('review/r1/profile', 2, 'layla@demo.test');
  });
});
