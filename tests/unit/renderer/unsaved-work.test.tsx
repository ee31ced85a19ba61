import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { DraftStore } from '@renderer/lib/drafts/draft-store';
import { createDraftWriter } from '@renderer/lib/drafts/draft-writer';
import { useUnloadGuard } from '@renderer/lib/unsaved-changes';
import { PlatformProvider } from '@renderer/lib/platform/platform-context';
import { createUnsavedWork } from '@renderer/lib/unsaved-work';
import { fakePlatform } from './fake-platform';

function slowStore() {
  let finish: () => void = () => undefined;
  const store = {
    load: vi.fn(async () => null),
    save: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    clear: vi.fn(async () => undefined),
    clearReview: vi.fn(async () => undefined),
    onReviewCleared: vi.fn(() => () => undefined),
  } as unknown as DraftStore;
  return { store, finishWrite: () => finish() };
}

describe('what counts as unsaved work for an update restart', () => {
  it('a draft waiting to be written, and one being written, until it is written', async () => {
    const { store, finishWrite } = slowStore();
    const unsaved = createUnsavedWork();
    const writer = createDraftWriter(store, 10_000, vi.fn(), undefined, unsaved);
    expect(unsaved.read().draftsPending).toBe(false);
    writer.schedule('review/r1/profile', { tags: ['x'] }, 'layla@demo.test');
    expect(unsaved.read().draftsPending).toBe(true);
    writer.flush();
    expect(unsaved.read().draftsPending).toBe(true);
    finishWrite();
    await writer.settled();
    expect(unsaved.read().draftsPending).toBe(false);
  });

  it('not a draft whose waiting value was dropped', () => {
    const unsaved = createUnsavedWork();
    const writer = createDraftWriter(slowStore().store, 10_000, vi.fn(), undefined, unsaved);
    writer.schedule('review/r1/profile', 1, null);
    expect(unsaved.read().draftsPending).toBe(true);
    writer.cancel();
    expect(unsaved.read().draftsPending).toBe(false);
  });

  it('a form with changes, while it is on screen', () => {
    const unsaved = createUnsavedWork();
    const platform = fakePlatform({ unsavedWork: unsaved });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>
        {RouterProvider({ router: createMemoryRouter([{ path: '/', element: children }]) })}
      </PlatformProvider>
    );
    const { rerender, unmount } = renderHook(({ dirty }) => useUnloadGuard(dirty), {
      initialProps: { dirty: false },
      wrapper,
    });
    expect(unsaved.read().dirty).toBe(false);
    rerender({ dirty: true });
    expect(unsaved.read().dirty).toBe(true);
    unmount();
    expect(unsaved.read().dirty).toBe(false);
  });
});
