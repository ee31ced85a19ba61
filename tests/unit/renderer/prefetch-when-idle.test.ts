// Signed in, the other screens' code is fetched once the screen's answers are in and the browser is
// idle, and never after leaving.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BUSY_WAIT_MS, prefetchWhenIdle } from '@renderer/app/prefetch-when-idle';

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

describe('prefetching while the screen waits for its answers', () => {
  /** Answers in flight, as the query client counts them. */
  function answers() {
    let inFlight = 1;
    const listeners = new Set<() => void>();
    return {
      busy: {
        isBusy: () => inFlight > 0,
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      settle: () => {
        inFlight = 0;
        listeners.forEach((listener) => listener());
      },
      listeners,
    };
  }

  it('waits for the answers before it fetches, then for idle time again', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { busy, settle, listeners } = answers();
    const load = vi.fn(async () => ({}));

    prefetchWhenIdle([load], { busy });
    idle.shift()?.();
    // Idle, but an answer is on its way: reading it and rendering its rows come first.
    expect(load).not.toHaveBeenCalled();
    expect(listeners.size).toBe(1);
    settle();
    expect(load).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    idle.shift()?.();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches anyway when the answers never settle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { busy, listeners } = answers();
    const load = vi.fn(async () => ({}));

    prefetchWhenIdle([load], { busy });
    vi.advanceTimersByTime(MAX_BUSY_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
  });

  it('stops waiting when the screen is left', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { busy, settle, listeners } = answers();
    const load = vi.fn(async () => ({}));

    const cancel = prefetchWhenIdle([load], { busy });
    vi.advanceTimersByTime(1_000);
    expect(listeners.size).toBe(1);
    cancel();
    expect(listeners.size).toBe(0);
    settle();
    vi.runAllTimers();
    expect(load).not.toHaveBeenCalled();
  });
});
