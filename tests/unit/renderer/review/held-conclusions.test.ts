import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  heldConclusionsDocument,
  heldLockName,
  lockIsFree,
  MAX_HELD_RECORDS,
  takeLock,
  withoutRecord,
  withRecord,
  withState,
  type HeldConclusions,
  type HeldRecord,
} from '@renderer/features/review/lib/held-conclusions';

const record = (reviewId: string, extra: Partial<HeldRecord> = {}): HeldRecord => ({
  reviewId,
  agencyId: `agency-${reviewId}`,
  agencyName: `Agency ${reviewId}`,
  state: 'held',
  heldAt: '2026-10-01T10:00:00.000Z',
  ...extra,
});

const none: HeldConclusions = { items: [] };
const ids = (held: HeldConclusions) => held.items.map((item) => item.reviewId);

describe('the held conclusions as stored', () => {
  const parse = heldConclusionsDocument.parse;

  it('are none before anything is stored', () => {
    expect(heldConclusionsDocument.empty).toEqual({ items: [] });
  });

  it('read back what was written, the source of an Updated Profiles review included', () => {
    const stored = { items: [record('r1'), record('r2', { source: 'updated', state: 'sending' })] };
    expect(parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('drop a record that cannot be read and keep the others', () => {
    const stored = {
      items: [
        record('r1'),
        { ...record('r2'), state: 'sent' },
        { ...record('r3'), reviewId: '' },
        { ...record('r4'), source: 'agency' },
        'r5',
        null,
        record('r6'),
      ],
    };
    expect(ids(parse(stored))).toEqual(['r1', 'r6']);
  });

  it('are none when what is stored is not a list of records', () => {
    for (const stored of [[record('r1')], { items: 'r1' }, 'r1', 42, {}]) expect(parse(stored)).toEqual(none);
  });
});

describe('changing the held conclusions', () => {
  it('adds a record at the end', () => {
    expect(ids(withRecord(withRecord(none, record('r1')), record('r2')))).toEqual(['r1', 'r2']);
  });

  it("replaces a review's record rather than keeping two", () => {
    const held = withRecord(withRecord(none, record('r1')), record('r2'));
    const again = withRecord(held, record('r1', { agencyName: 'Renamed', state: 'sending' }));
    expect(ids(again)).toEqual(['r2', 'r1']);
    expect(again.items[1]).toMatchObject({ agencyName: 'Renamed', state: 'sending' });
  });

  it(`keeps at most ${MAX_HELD_RECORDS}, dropping the oldest first`, () => {
    let held = none;
    for (let index = 1; index <= MAX_HELD_RECORDS + 3; index += 1)
      held = withRecord(held, record(`r${index}`));
    expect(held.items).toHaveLength(MAX_HELD_RECORDS);
    expect(held.items[0]!.reviewId).toBe('r4');
    expect(held.items.at(-1)!.reviewId).toBe(`r${MAX_HELD_RECORDS + 3}`);
  });

  it("changes one review's state and leaves the others", () => {
    const held = withRecord(withRecord(none, record('r1')), record('r2'));
    const sending = withState(held, 'r1', 'sending');
    expect(sending.items.map((item) => item.state)).toEqual(['sending', 'held']);
    expect(withState(sending, 'r1', 'held')).toEqual(held);
    expect(withState(held, 'r9', 'sending')).toEqual(held);
  });

  it("removes one review's record and leaves the others", () => {
    const held = withRecord(withRecord(none, record('r1')), record('r2'));
    expect(ids(withoutRecord(held, 'r1'))).toEqual(['r2']);
    expect(withoutRecord(held, 'r9')).toEqual(held);
  });

  it('never changes the value it was given', () => {
    const held = withRecord(none, record('r1'));
    const copy = structuredClone(held);
    withRecord(held, record('r2'));
    withState(held, 'r1', 'sending');
    withoutRecord(held, 'r1');
    expect(held).toEqual(copy);
  });
});

type Grant = (lock: Lock | null) => Promise<unknown>;

/** Enough of the Web Locks API for one page: exclusive locks, waiting, and `ifAvailable`. */
function fakeLockManager() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const run = async (name: string, grant: Grant) => {
    held.add(name);
    try {
      return await grant({ name, mode: 'exclusive' });
    } finally {
      held.delete(name);
      waiting.get(name)?.shift()?.();
    }
  };
  const request = async (name: string, ...rest: [Grant] | [LockOptions, Grant]) => {
    const [options, grant] = rest.length === 1 ? [{}, rest[0]] : rest;
    if (held.has(name)) {
      if (options.ifAvailable) return grant(null);
      await new Promise<void>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
    }
    return run(name, grant);
  };
  return { request, query: async () => ({ held: [], pending: [] }) };
}

describe("a held conclusion's lock", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is named after its review, and only its review', () => {
    expect(heldLockName('r1')).toBe('agency-review-console:held-conclusion:r1');
    expect(heldLockName('r1')).not.toBe(heldLockName('r2'));
  });

  it('is taken by the page counting down, and free once released', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLockManager() });
    const release = takeLock(heldLockName('r1'));
    await vi.waitFor(async () => expect(await lockIsFree(heldLockName('r1'))).toBe(false));
    expect(await lockIsFree(heldLockName('r2'))).toBe(true);
    release();
    await vi.waitFor(async () => expect(await lockIsFree(heldLockName('r1'))).toBe(true));
  });

  it('is free for a window no page holds any more', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLockManager() });
    expect(await lockIsFree(heldLockName('left-behind'))).toBe(true);
  });

  it('without Web Locks, is never taken and always free, so a record left behind is still reported', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const release = takeLock(heldLockName('r1'));
    expect(await lockIsFree(heldLockName('r1'))).toBe(true);
    expect(() => release()).not.toThrow();
  });

  it('without a navigator at all, is always free', async () => {
    vi.stubGlobal('navigator', undefined);
    expect(() => takeLock(heldLockName('r1'))()).not.toThrow();
    expect(await lockIsFree(heldLockName('r1'))).toBe(true);
  });
});
