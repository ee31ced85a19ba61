import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ApiError } from '@shared/api/result';
import type { WaitingQueue } from '@shared/ipc/reviews-waiting';
import { AppProviders } from '@renderer/app/providers';
import { ReviewsWaitingOnDesktop } from '@renderer/app/reviews-waiting-on-desktop';
import { routes } from '@renderer/app/router';
import { createAuthErrorEvents } from '@renderer/lib/auth-error-events';
import { LOCAL_DATA_STORAGE_PREFIX } from '@renderer/lib/local-data/local-data';
import type { PlatformReviewsWaiting, Transport } from '@renderer/lib/platform/platform';
import { createQueryClient } from '@renderer/lib/query-client';
import { queryKeys } from '@renderer/lib/query-keys';
import {
  pollIntervalAfter,
  REVIEWS_WAITING_POLL_MS,
  reviewsWaitingOf,
} from '@renderer/lib/reviews-waiting/reviews-waiting';
import { fakePlatform } from '../fake-platform';
import { signedInTransport } from '../render-app';

const owner = 'reviewer@demo.test';
const POLL_MS = 20;

/** The desktop's side of the bridge: what the page sent main, and main's notification clicks. */
function fakeReviewsWaiting() {
  const openQueue = new Set<(queue: WaitingQueue) => void>();
  const target = {
    show: vi.fn<PlatformReviewsWaiting['show']>(async () => undefined),
    onOpenQueue: (listener: (queue: WaitingQueue) => void) => {
      openQueue.add(listener);
      return () => void openQueue.delete(listener);
    },
    select: (queue: WaitingQueue) => openQueue.forEach((listener) => listener(queue)),
  };
  return target;
}

/** A backend whose stats answer in turn from `answers` (the last one repeated), counting the calls. */
function statsTransport(answers: (() => Promise<unknown>)[]) {
  const statsCall = vi.fn(() => (answers[statsCall.mock.calls.length - 1] ?? answers.at(-1)!)());
  const authErrors = createAuthErrorEvents();
  const base = signedInTransport({
    dashboardStats: () =>
      statsCall().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) authErrors.emit();
        throw error;
      }),
  });
  const transport: Transport = { ...base, onAuthError: authErrors.subscribe };
  return { transport, statsCall };
}

const stats = (agencyTab: number, totalUpdatedProfiles: number) => () =>
  Promise.resolve({ agencyTab, totalUpdatedProfiles });
const unauthorized = () =>
  Promise.reject(new ApiError({ status: 401, kind: 'http', message: 'Session expired' }));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCount(options: { transport: Transport; desktop?: boolean; preferences?: unknown }) {
  localStorage.clear();
  if (options.preferences !== undefined)
    localStorage.setItem(
      `${LOCAL_DATA_STORAGE_PREFIX}desktop-preferences.${owner}`,
      JSON.stringify(options.preferences),
    );
  const reviewsWaiting = fakeReviewsWaiting();
  const platform = fakePlatform({
    transport: options.transport,
    reviewsWaiting: options.desktop === false ? null : reviewsWaiting,
  });
  const view = render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/settings']}>
        <ReviewsWaitingOnDesktop pollMs={POLL_MS} />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, reviewsWaiting };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('what the page tells the desktop app', () => {
  it('is the sidebar`s two counts, with the count on and notifications off by default', () => {
    const defaults = { queueCount: true, notifyNewReviews: false };
    expect(reviewsWaitingOf({ agencyTab: 12, totalUpdatedProfiles: 3 }, defaults)).toEqual({
      agencies: 12,
      updated: 3,
      badge: true,
      notify: false,
    });
    // A count the backend left out, or not a whole number, is 0.
    expect(reviewsWaitingOf({ agencyTab: 2.5 }, defaults)).toMatchObject({ agencies: 0, updated: 0 });
  });

  it('is nothing while the stats are not read, and null when both switches are off', () => {
    expect(reviewsWaitingOf(undefined, { queueCount: true, notifyNewReviews: false })).toBeUndefined();
    expect(reviewsWaitingOf({ agencyTab: 4 }, { queueCount: false, notifyNewReviews: false })).toBeNull();
  });

  it('is read every 60 seconds, and never again after a 401', () => {
    expect(REVIEWS_WAITING_POLL_MS).toBe(60_000);
    expect(pollIntervalAfter(null)).toBe(60_000);
    expect(pollIntervalAfter(new ApiError({ status: 500, kind: 'http', message: '' }))).toBe(60_000);
    expect(pollIntervalAfter(new ApiError({ status: 401, kind: 'http', message: '' }))).toBe(false);
  });
});

describe('the count of reviews waiting, signed in on the desktop', () => {
  it('sends main the counts as they change, reading the stats again at each interval', async () => {
    const { transport, statsCall } = statsTransport([stats(3, 1), stats(3, 1), stats(5, 1)]);
    const { reviewsWaiting } = renderCount({ transport });
    await waitFor(() => expect(statsCall.mock.calls.length).toBeGreaterThanOrEqual(4));
    const sent = reviewsWaiting.show.mock.calls.map(([waiting]) => waiting);
    // Only changes are sent: 3 + 1 once, then 5 + 1.
    expect(sent).toEqual([
      { agencies: 3, updated: 1, badge: true, notify: false },
      { agencies: 5, updated: 1, badge: true, notify: false },
    ]);
  });

  it('polls with notifications alone on, and says so', async () => {
    const { transport, statsCall } = statsTransport([stats(3, 1)]);
    const { reviewsWaiting } = renderCount({
      transport,
      preferences: { queueCount: false, notifyNewReviews: true },
    });
    await waitFor(() => expect(statsCall.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(reviewsWaiting.show).toHaveBeenLastCalledWith({
      agencies: 3,
      updated: 1,
      badge: false,
      notify: true,
    });
  });

  it('does not poll when both switches are off, and clears the count', async () => {
    const { transport, statsCall } = statsTransport([stats(3, 1)]);
    const { reviewsWaiting } = renderCount({
      transport,
      preferences: { queueCount: false, notifyNewReviews: false },
    });
    await waitFor(() => expect(reviewsWaiting.show).toHaveBeenCalledWith(null));
    await pause(POLL_MS * 6);
    // The one read the sidebar makes anyway, never again.
    expect(statsCall).toHaveBeenCalledTimes(1);
    expect(reviewsWaiting.show.mock.calls).toEqual([[null]]);
  });

  it('does nothing in a browser tab: no taskbar there, no polling', async () => {
    const { transport, statsCall } = statsTransport([stats(3, 1)]);
    renderCount({ transport, desktop: false });
    await pause(POLL_MS * 6);
    expect(statsCall).not.toHaveBeenCalled();
  });

  it('stops polling on a 401, making no further call', async () => {
    const { transport, statsCall } = statsTransport([stats(3, 1), unauthorized]);
    renderCount({ transport });
    await waitFor(() => expect(statsCall).toHaveBeenCalledTimes(2));
    await pause(POLL_MS * 8);
    expect(statsCall).toHaveBeenCalledTimes(2);
  });

  it('clears the count when the reviewer signs out (the guarded screens go)', async () => {
    const { transport } = statsTransport([stats(3, 1)]);
    const { reviewsWaiting, unmount } = renderCount({ transport });
    await waitFor(() => expect(reviewsWaiting.show).toHaveBeenCalledTimes(1));
    unmount();
    expect(reviewsWaiting.show).toHaveBeenLastCalledWith(null);
  });

  it('opens the queue of a selected notification', async () => {
    const { transport } = statsTransport([stats(3, 1)]);
    const { reviewsWaiting } = renderCount({ transport });
    await waitFor(() => expect(reviewsWaiting.show).toHaveBeenCalled());
    act(() => reviewsWaiting.select('updated'));
    expect(screen.getByTestId('where')).toHaveTextContent('/updated-profiles');
    act(() => reviewsWaiting.select('agencies'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('the count in the whole app', () => {
  it('ends with the session on a 401: cleared, and the stats never read again', async () => {
    const { transport, statsCall } = statsTransport([stats(3, 1), unauthorized]);
    const reviewsWaiting = fakeReviewsWaiting();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const queryClient = createQueryClient();
    render(
      <AppProviders platform={fakePlatform({ transport, reviewsWaiting })} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() =>
      expect(reviewsWaiting.show).toHaveBeenCalledWith(expect.objectContaining({ agencies: 3 })),
    );
    // The next read answers 401, as after the session expired on the server.
    await act(() =>
      queryClient.refetchQueries({ queryKey: queryKeys.dashboardStats }).catch(() => undefined),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(reviewsWaiting.show).toHaveBeenLastCalledWith(null));
    const calls = statsCall.mock.calls.length;
    await pause(100);
    expect(statsCall).toHaveBeenCalledTimes(calls);
  });
});
