// The first render is the first screen: main.tsx awaits the language, the backend's status and the
// router's first chunk (app/first-render.ts), so neither the spinner nor an empty router flashes
// before the login form; and none of them keeps the window blank for long.
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeFirstRender, FIRST_RENDER_WAIT_MS, routerReady } from '@renderer/app/first-render';
import { AppProviders } from '@renderer/app/providers';
import { ConfigGate } from '@renderer/features/config/components/config-gate';
import type { Platform } from '@renderer/lib/platform/platform';
import { createQueryClient } from '@renderer/lib/query-client';
import { queryKeys } from '@renderer/lib/query-keys';
import { fakePlatform } from './fake-platform';

/** A router whose only screen is a lazy route that resolves when `arrive` is called. */
function lazyRouter() {
  let arrive = () => {};
  const chunk = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter([
    {
      path: '/',
      HydrateFallback: () => null,
      lazy: async () => {
        await chunk;
        return { Component: () => <h1>Sign in</h1> };
      },
    },
  ]);
  return { router, arrive };
}

/** The app as main.tsx renders it: its providers, the configuration gate and the router. */
function renderApp(
  platform: Platform,
  queryClient: QueryClient,
  router: ReturnType<typeof createMemoryRouter>,
) {
  render(
    <AppProviders platform={platform} queryClient={queryClient}>
      <ConfigGate>
        <RouterProvider router={router} />
      </ConfigGate>
    </AppProviders>,
  );
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let tick = 0; tick < 20; tick++) await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('routerReady', () => {
  it('waits for the first route’s chunk', async () => {
    const { router, arrive } = lazyRouter();
    const ready = routerReady(router);
    expect(await settled(ready)).toBe(false);
    arrive();
    await ready;
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });

  it('resolves at once for a router that already has it', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    expect(await settled(routerReady(router))).toBe(true);
    router.dispose();
  });
});

describe('beforeFirstRender', () => {
  it('renders the first screen first: no spinner before it', async () => {
    const { router, arrive } = lazyRouter();
    const platform = fakePlatform({ backendStatus: vi.fn(async () => ({ apiConfigured: true as const })) });
    const queryClient = createQueryClient();
    const waiting = beforeFirstRender({ platform, queryClient, router, language: Promise.resolve() });
    expect(await settled(waiting)).toBe(false);
    arrive();
    await waiting;
    expect(queryClient.getQueryData(queryKeys.appInfo)).toEqual({ apiConfigured: true });

    renderApp(platform, queryClient, router);
    // At once, in the first render: no findBy, and no "Loading" spinner.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading...')).not.toBeInTheDocument();
    expect(platform.backendStatus).toHaveBeenCalledTimes(1);
    router.dispose();
  });

  it('waits for the language, however long it takes', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    let loaded = () => {};
    const language = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const waiting = beforeFirstRender({
      platform: fakePlatform(),
      queryClient: createQueryClient(),
      router,
      language,
    });
    expect(await settled(waiting)).toBe(false);
    loaded();
    await waiting;
    router.dispose();
  });

  it(`renders anyway after ${FIRST_RENDER_WAIT_MS} ms when the backend's status or the chunk does not come`, async () => {
    vi.useFakeTimers();
    const { router } = lazyRouter();
    const platform = fakePlatform({ backendStatus: vi.fn(() => new Promise<never>(() => {})) });
    const queryClient = createQueryClient();
    const waiting = beforeFirstRender({ platform, queryClient, router, language: Promise.resolve() });
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    // Still asked for: the screen shows its spinner until the status comes.
    expect(queryClient.isFetching({ queryKey: queryKeys.appInfo })).toBe(1);
    router.dispose();
  });

  it('does not wait for the router without a configured backend: that screen is the first', async () => {
    const { router } = lazyRouter();
    const platform = fakePlatform({ backendStatus: vi.fn(async () => ({ apiConfigured: false as const })) });
    const waiting = beforeFirstRender({
      platform,
      queryClient: createQueryClient(),
      router,
      language: Promise.resolve(),
    });
    expect(await settled(waiting)).toBe(true);
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });

  it('leaves a failed status check to the screen, which asks again', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => <h1>Sign in</h1> }]);
    const backendStatus = vi
      .fn()
      .mockRejectedValueOnce(new Error('the bridge is gone'))
      .mockResolvedValueOnce({ apiConfigured: true });
    const platform = fakePlatform({ backendStatus });
    const queryClient = createQueryClient();
    await beforeFirstRender({ platform, queryClient, router, language: Promise.resolve() });
    expect(queryClient.getQueryData(queryKeys.appInfo)).toBeUndefined();
    renderApp(platform, queryClient, router);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(backendStatus).toHaveBeenCalledTimes(2);
    router.dispose();
  });
});
