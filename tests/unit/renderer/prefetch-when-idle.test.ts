// Signed in, the other screens' code is fetched once the browser is idle, and never after leaving.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from '@renderer/app/prefetch-when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('prefetching the next screens', () => {
  it('waits for the browser to be idle, then fetches each one', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const loads = [vi.fn(async () => ({})), vi.fn(async () => ({}))];

    prefetchWhenIdle(loads);
    expect(loads[0]).not.toHaveBeenCalled();
    idle?.();
    for (const load of loads) expect(load).toHaveBeenCalledOnce();
  });

  it('falls back to a timer without requestIdleCallback, and a cancelled prefetch fetches nothing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(async () => ({}));

    prefetchWhenIdle([load])();
    vi.runAllTimers();
    expect(load).not.toHaveBeenCalled();

    prefetchWhenIdle([load]);
    vi.runAllTimers();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shrugs off a fetch that fails: the navigation asks again', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle([failing]);
    await vi.runAllTimersAsync();
    expect(failing).toHaveBeenCalledOnce();
  });
});
