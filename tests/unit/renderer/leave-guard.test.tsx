// The leave question as links and notifications meet it: a navigation that arrives while it is open,
// or while Leave is dropping the changes, is asked about once and is where Leave goes.
import { act, render, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PlatformProvider } from '@renderer/lib/platform/platform-context';
import { useLeaveGuard } from '@renderer/lib/unsaved-changes';
import { fakePlatform } from './fake-platform';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function Dirty({ onLeave }: { onLeave: () => Promise<void> }) {
  useLeaveGuard(
    useCallback(() => true, []),
    onLeave,
  );
  return <p>dirty step</p>;
}

function setUp(confirm: () => Promise<boolean>, onLeave: () => Promise<void>) {
  const platform = fakePlatform();
  const confirmUnsavedChanges = vi.fn(confirm);
  const router = createMemoryRouter(
    [
      { path: '/step', element: <Dirty onLeave={onLeave} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/step'] },
  );
  render(
    <PlatformProvider platform={{ ...platform, dialogs: { confirmUnsavedChanges } }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { router, confirmUnsavedChanges };
}

describe('leaving a step with unsaved changes', () => {
  it('goes to the newest destination when another navigation came while the question was open', async () => {
    const answer = deferred();
    const { router, confirmUnsavedChanges } = setUp(
      () => answer.promise.then(() => true),
      async () => undefined,
    );
    await act(() => router.navigate('/first'));
    await waitFor(() => expect(confirmUnsavedChanges).toHaveBeenCalledTimes(1));
    await act(() => router.navigate('/second'));
    await act(async () => answer.resolve());
    await waitFor(() => expect(router.state.location.pathname).toBe('/second'));
    expect(confirmUnsavedChanges).toHaveBeenCalledTimes(1);
  });

  it('asks once when a navigation comes while Leave is still dropping the changes', async () => {
    const dropping = deferred();
    const { router, confirmUnsavedChanges } = setUp(
      async () => true,
      () => dropping.promise,
    );
    await act(() => router.navigate('/first'));
    await waitFor(() => expect(confirmUnsavedChanges).toHaveBeenCalledTimes(1));
    await act(() => router.navigate('/second'));
    await act(async () => dropping.resolve());
    await waitFor(() => expect(router.state.location.pathname).toBe('/second'));
    expect(confirmUnsavedChanges).toHaveBeenCalledTimes(1);
  });

  it('stays, with the history as it was, when the reviewer says Stay', async () => {
    const { router, confirmUnsavedChanges } = setUp(
      async () => false,
      async () => undefined,
    );
    await act(() => router.navigate('/first'));
    await waitFor(() => expect(confirmUnsavedChanges).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect([...router.state.blockers.values()].map((blocker) => blocker.state)).toEqual(['unblocked']),
    );
    expect(router.state.location.pathname).toBe('/step');
  });
});
