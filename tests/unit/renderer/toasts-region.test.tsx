// The toasts' live region is not on the first screen's path: it mounts once the browser is idle
// after the first render, or at once when a toast comes sooner, and then stays.
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { initI18n } from '@renderer/lib/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';
import { installBrowserShims } from './render-app';

const liveRegions = () => document.querySelectorAll('[role="status"][aria-live="polite"]');

let idle: (() => void)[] = [];
beforeEach(async () => {
  installBrowserShims();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  await initI18n('en');
});

afterEach(() => {
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
    expect(screen.getByText('First screen')).toBeTruthy();
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
    expect(toast.closest('[role="status"][aria-live="polite"]')).not.toBeNull();
  });
});
