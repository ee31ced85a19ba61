import { describe, expect, it } from 'vitest';
import type { ReviewsWaiting } from '@shared/ipc/reviews-waiting';
import { badgeCountOf, createRiseWatcher, overlayMarkOf } from '@main/queue-count/queue-count-rules';

const waiting = (
  agencies: number,
  updated: number,
  switches: Partial<ReviewsWaiting> = {},
): ReviewsWaiting => ({
  agencies,
  updated,
  badge: true,
  notify: true,
  ...switches,
});

describe('the count on the dock or taskbar', () => {
  it('is both queues together, as the sidebar counts them', () => {
    expect(badgeCountOf(waiting(12, 3))).toBe(15);
    expect(badgeCountOf(waiting(0, 0))).toBe(0);
  });

  it('is cleared when signed out or switched off', () => {
    expect(badgeCountOf(null)).toBe(0);
    expect(badgeCountOf(waiting(12, 3, { badge: false }))).toBe(0);
  });

  it('is a number on the Windows overlay up to 99, a dot above, and no overlay at 0', () => {
    expect(overlayMarkOf(0)).toEqual({ kind: 'none' });
    expect(overlayMarkOf(1)).toEqual({ kind: 'number', count: 1 });
    expect(overlayMarkOf(99)).toEqual({ kind: 'number', count: 99 });
    expect(overlayMarkOf(100)).toEqual({ kind: 'dot' });
    expect(overlayMarkOf(1_000_000)).toEqual({ kind: 'dot' });
  });
});

describe('the notification rule', () => {
  it('never notifies for the first count after start', () => {
    const watcher = createRiseWatcher();
    expect(watcher.next(waiting(40, 2), true)).toBeNull();
  });

  it('notifies a rise in the background, with the number it rose by and the queue that rose', () => {
    const watcher = createRiseWatcher();
    watcher.next(waiting(10, 2), true);
    expect(watcher.next(waiting(13, 2), true)).toEqual({ count: 3, queue: 'agencies' });
    expect(watcher.next(waiting(13, 4), true)).toEqual({ count: 2, queue: 'updated' });
  });

  it('opens Agencies when both queues rose, and the queue that rose when the other fell', () => {
    const watcher = createRiseWatcher();
    watcher.next(waiting(10, 2), true);
    expect(watcher.next(waiting(11, 3), true)).toEqual({ count: 2, queue: 'agencies' });
    expect(watcher.next(waiting(10, 6), true)).toEqual({ count: 2, queue: 'updated' });
    expect(watcher.next(waiting(14, 5), true)).toEqual({ count: 3, queue: 'agencies' });
  });

  it('never notifies when the count falls or stays', () => {
    const watcher = createRiseWatcher();
    watcher.next(waiting(10, 2), true);
    expect(watcher.next(waiting(10, 2), true)).toBeNull();
    expect(watcher.next(waiting(8, 2), true)).toBeNull();
    // One queue rose as much as the other fell: no more reviews wait than before.
    expect(watcher.next(waiting(9, 1), true)).toBeNull();
  });

  it('never notifies while the window is in front, and counts from there', () => {
    const watcher = createRiseWatcher();
    watcher.next(waiting(10, 2), true);
    expect(watcher.next(waiting(15, 2), false)).toBeNull();
    // Back in the background: only what arrived since the window was left.
    expect(watcher.next(waiting(16, 2), true)).toEqual({ count: 1, queue: 'agencies' });
  });

  it('never notifies when notifications are off, and counts from there once they are on', () => {
    const watcher = createRiseWatcher();
    watcher.next(waiting(10, 2, { notify: false }), true);
    expect(watcher.next(waiting(20, 2, { notify: false }), true)).toBeNull();
    expect(watcher.next(waiting(21, 2), true)).toEqual({ count: 1, queue: 'agencies' });
  });

  it('is off by default: the page must say notify', () => {
    expect(waiting(1, 1, { notify: false }).notify).toBe(false);
    const watcher = createRiseWatcher();
    watcher.next(waiting(1, 1, { notify: false }), true);
    expect(watcher.next(waiting(5, 5, { notify: false }), true)).toBeNull();
  });

  it('starts again after sign-out: the first count of the next sign-in is not a rise', () => {
    const watcher = createRiseWatcher();
    watcher.next(waiting(1, 0), true);
    expect(watcher.next(null, true)).toBeNull();
    expect(watcher.next(waiting(30, 0), true)).toBeNull();
    expect(watcher.next(waiting(31, 0), true)).toEqual({ count: 1, queue: 'agencies' });
  });
});
