// A toasts chunk that cannot be fetched costs the toasts, never the app.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { initI18n } from '@renderer/lib/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';
import { installBrowserShims } from './render-app';

vi.mock('@renderer/app/toasts-region', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
});

it('keeps the screen when the toasts chunk fails to load, and says why in the log', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  const { AppProviders } = await import('@renderer/app/providers');
  render(
    <AppProviders platform={fakePlatform()} queryClient={createQueryClient()}>
      <p>First screen</p>
    </AppProviders>,
  );
  act(() => idle[0]());
  await vi.waitFor(() =>
    expect(logged).toHaveBeenCalledWith('The toasts could not be loaded', expect.anything()),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('First screen')).toBeTruthy();
  vi.unstubAllGlobals();
});
