// The toasts' live region is not on the first screen's path: it mounts once the browser is idle
// after the first render, or at once when a toast comes sooner, and then stays. Toasts close after
// 5,000 ms.
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';

const liveRegions = () => document.querySelectorAll('[role="status"][aria-live="polite"]');

let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const renderApp = () =>
  render(
    <AppProviders platform={fakePlatform()} queryClient={createQueryClient()}>
      <p>First screen</p>
    </AppProviders>,
  );

describe("the toasts' region", () => {
  it('is mounted once the browser is idle after the first screen, before any toast', async () => {
    renderApp();
    expect(screen.getByText('First screen')).toBeInTheDocument();
    expect(liveRegions()).toHaveLength(0);
    expect(idle).toHaveLength(1);
    act(() => idle[0]());
    await waitFor(() => expect(liveRegions().length).toBeGreaterThan(0));
  });

  it('mounts at once for a toast that comes sooner, and shows it', async () => {
    renderApp();
    act(() => {
      notifications.show({ message: 'Saved before idle' });
    });
    const toast = await screen.findByText('Saved before idle');
    expect(toast.closest('[role="status"][aria-live="polite"]')).toBeInTheDocument();
  });
});

describe('a toast', () => {
  // Mantine's exit transition, after which the closed toast leaves the page.
  const CLOSE_ANIMATION_MS = 250;
  // The toasts Mantine shows: one leaves this list the moment it starts to close.
  const open = () => notificationsStore.getState().notifications.map((toast) => toast.message);

  it.each([
    ['success', 'Saved on the server', () => notifySuccess('Saved on the server', 'Saved')],
    ['failure', 'Could not save', () => notifyError(undefined, 'Could not save', 'review')],
  ])(
    'of a %s is still shown at 4,999 ms and gone after 5,000 ms and its close animation',
    async (_, text, show) => {
      renderApp();
      act(() => idle[0]());
      await waitFor(() => expect(liveRegions().length).toBeGreaterThan(0));
      // The clock is faked before the toast exists, so its timer is one the test moves on by hand.
      vi.useFakeTimers();
      act(() => show());
      const toast = screen.getByText(text);

      act(() => vi.advanceTimersByTime(4_999));
      expect(open()).toEqual([text]);
      expect(toast.isConnected).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(open()).toEqual([]);
      act(() => vi.advanceTimersByTime(CLOSE_ANIMATION_MS));
      expect(toast.isConnected).toBe(false);
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    },
  );
});
