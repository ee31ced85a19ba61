// A toasts chunk that cannot be fetched costs the toasts, never the app.
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';

vi.mock('@renderer/app/toasts-region', () => {
  throw new Error('Failed to fetch dynamically imported module');
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
  expect(screen.getByText('First screen')).toBeInTheDocument();
  vi.unstubAllGlobals();
});
