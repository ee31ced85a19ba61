import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useHeldConclusion,
  type HeldNotice,
  type LiveHold,
} from '@renderer/features/review/stores/held-conclusion-store';

const start = new Date('2026-10-01T10:00:00.000Z').getTime();

function liveHold(reviewId: string, seconds = 7) {
  const send = vi.fn(async () => undefined);
  const cancel = vi.fn(async () => undefined);
  const release = vi.fn();
  const hold: LiveHold = {
    reviewId,
    agencyId: `agency-${reviewId}`,
    agencyName: `Agency ${reviewId}`,
    deadline: Date.now() + seconds * 1000,
    send,
    cancel,
    release,
  };
  return { hold, send, cancel, release };
}

const notice = (reviewId: string, kind: HeldNotice['kind'] = 'notSent'): HeldNotice => ({
  reviewId,
  agencyId: `agency-${reviewId}`,
  agencyName: `Agency ${reviewId}`,
  kind,
});

const store = () => useHeldConclusion.getState();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});

afterEach(async () => {
  // Nothing of one test's window may run in the next.
  await store().undo();
  useHeldConclusion.setState({ held: null, notices: [] });
  vi.useRealTimers();
});

describe('a conclusion held in its undo window', () => {
  it('is sent when the window ends, exactly once', async () => {
    const { hold, send } = liveHold('r1', 7);
    store().hold(hold);
    expect(store().held).toBe(hold);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store().held).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is sent at once when its deadline has already passed', async () => {
    const { hold, send } = liveHold('r1', -3);
    store().hold(hold);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is sent once on Send now, and the window`s end then does nothing', async () => {
    const { hold, send, cancel } = liveHold('r1', 7);
    store().hold(hold);
    await vi.advanceTimersByTimeAsync(2_000);
    await store().sendNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(store().held).toBeNull();
    await store().sendNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('is never sent once undone, and Undo gives back the hold to return to its report', async () => {
    const { hold, send, cancel } = liveHold('r1', 7);
    store().hold(hold);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await store().undo()).toBe(hold);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(store().held).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(await store().undo()).toBeNull();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('sends the first at once when a second is held, and counts the second`s own window', async () => {
    const first = liveHold('r1', 7);
    const second = liveHold('r2', 9);
    store().hold(first.hold);
    await vi.advanceTimersByTimeAsync(1_000);
    store().hold(second.hold);
    expect(first.send).toHaveBeenCalledTimes(1);
    expect(store().held).toBe(second.hold);
    // The first window's end (6 s from here) sends nothing more.
    await vi.advanceTimersByTimeAsync(7_999);
    expect(first.send).toHaveBeenCalledTimes(1);
    expect(second.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(second.send).toHaveBeenCalledTimes(1);
    expect(first.cancel).not.toHaveBeenCalled();
  });

  it('sends nothing once the session ends, lets go of the lock only and forgets the notices', async () => {
    const { hold, send, cancel, release } = liveHold('r1');
    store().hold(hold);
    store().notify(notice('r0'));
    store().abandon();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    // The record stays for the next start: cancel would remove it.
    expect(cancel).not.toHaveBeenCalled();
    expect(release).toHaveBeenCalledOnce();
    expect(store().held).toBeNull();
    expect(store().notices).toEqual([]);
  });

  it('does nothing on Send now or Undo when nothing is held', async () => {
    await store().sendNow();
    expect(await store().undo()).toBeNull();
    expect(store().held).toBeNull();
  });
});

describe('what the reviewer is told about held conclusions', () => {
  it('keeps one notice per review, the latest replacing the earlier', () => {
    store().notify(notice('r1', 'closedDuringWindow'));
    store().notify(notice('r2'));
    store().notify({ ...notice('r1'), detail: 'Agency is not in review' });
    expect(store().notices).toEqual([notice('r2'), { ...notice('r1'), detail: 'Agency is not in review' }]);
  });

  it('drops a notice when the reviewer dismisses it, and only that one', () => {
    store().notify(notice('r1'));
    store().notify(notice('r2'));
    store().dismiss('r1');
    expect(store().notices).toEqual([notice('r2')]);
    store().dismiss('r9');
    expect(store().notices).toEqual([notice('r2')]);
  });

  it('drops the notice of a review once its conclusion is held again', () => {
    store().notify(notice('r1', 'closedWhileSending'));
    store().notify(notice('r2'));
    store().hold(liveHold('r1').hold);
    expect(store().notices).toEqual([notice('r2')]);
  });
});
