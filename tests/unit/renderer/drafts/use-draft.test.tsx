import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftKey } from '@shared/ipc/draft-keys';
import { createLocalDraftStore, type DraftStore } from '@renderer/lib/drafts/draft-store';
import { useDraft } from '@renderer/lib/hooks/use-draft';
import { PlatformProvider } from '@renderer/lib/platform/platform-context';
import { fakePlatform } from '../fake-platform';

afterEach(cleanup);

let store: DraftStore;
beforeEach(() => {
  localStorage.clear();
  store = createLocalDraftStore(localStorage);
  vi.spyOn(store, 'save');
});

const stored = (key: string) => {
  const text = localStorage.getItem(`rc.draft.${key}`);
  return text === null ? null : (JSON.parse(text) as { value: unknown }).value;
};

function renderDraft(key: DraftKey) {
  const platform = fakePlatform({ drafts: store });
  return renderHook(({ draftKey }) => useDraft<string>(draftKey, null, { delayMs: 300 }), {
    initialProps: { draftKey: key },
    wrapper: ({ children }) => <PlatformProvider platform={platform}>{children}</PlatformProvider>,
  });
}

describe('useDraft', () => {
  it('restores a saved draft once loaded', async () => {
    await store.save('review/r1/report', 'typed before');
    const { result } = renderDraft('review/r1/report');
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.draft).toBe('typed before');
    expect(result.current.savedAt).toEqual(expect.any(String));
  });

  it('saves once typing pauses, with the last value only', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderDraft('review/r1/report');
      act(() => {
        result.current.save('a');
        result.current.save('ab');
        result.current.save('abc');
      });
      vi.advanceTimersByTime(299);
      expect(stored('review/r1/report')).toBeNull();
      vi.advanceTimersByTime(1);
      expect(stored('review/r1/report')).toBe('abc');
      expect(store.save).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['pagehide', 'beforeunload'])('writes a waiting save at once on %s', (event) => {
    const { result } = renderDraft('review/r1/report');
    act(() => result.current.save('typed just before reload'));
    window.dispatchEvent(new Event(event));
    expect(stored('review/r1/report')).toBe('typed just before reload');
  });

  it('writes a waiting save at once when the form unmounts', () => {
    const { result, unmount } = renderDraft('review/r1/report');
    act(() => result.current.save('typed before leaving'));
    unmount();
    expect(stored('review/r1/report')).toBe('typed before leaving');
  });

  it('clears the draft, and a save still waiting does not bring it back', async () => {
    await store.save('review/r1/report', 'old');
    const { result, unmount } = renderDraft('review/r1/report');
    await waitFor(() => expect(result.current.draft).toBe('old'));
    act(() => result.current.save('new'));
    await act(() => result.current.clear());
    expect(result.current.draft).toBeNull();
    unmount();
    expect(stored('review/r1/report')).toBeNull();
  });

  it('clearReview drops a waiting save of that review and keeps other reviews', async () => {
    await store.save('review/r2/report', 'other review');
    const { result, unmount } = renderDraft('review/r1/report');
    act(() => result.current.save('about to be accepted'));
    await store.clearReview('r1');
    unmount();
    expect(stored('review/r1/report')).toBeNull();
    expect(stored('review/r2/report')).toBe('other review');
  });

  it('never shows one review`s draft for another, and saves each to its own key', async () => {
    await store.save('review/r1/report', 'for r1');
    const { result, rerender } = renderDraft('review/r1/report');
    await waitFor(() => expect(result.current.draft).toBe('for r1'));
    act(() => result.current.save('more for r1'));

    rerender({ draftKey: 'review/r2/report' });
    expect(result.current.draft).toBeNull();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.draft).toBeNull();
    expect(stored('review/r1/report')).toBe('more for r1');

    act(() => result.current.save('for r2'));
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('review/r2/report')).toBe('for r2');
    expect(stored('review/r1/report')).toBe('more for r1');
  });
});
