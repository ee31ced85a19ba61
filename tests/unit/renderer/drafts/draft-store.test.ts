import { describe, expect, it, vi } from 'vitest';
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import { draftKey, isDraftKey, type JsonValue } from '@shared/ipc/draft-keys';
import {
  createBridgeDraftStore,
  createLocalDraftStore,
  draftOwnerOf,
  type DraftStore,
} from '@renderer/lib/drafts/draft-store';

const at = () => new Date('2026-10-01T10:00:00.000Z');

/** A fake of main's side: one object per review, as the drafts folder keeps them. */
function fakeMainDrafts(): ReviewConsoleBridge['drafts'] {
  const files = new Map<string, Record<string, JsonValue>>();
  const split = (key: string) => key.split('/') as [string, string, string];
  return {
    load: vi.fn(async (key) => files.get(split(key)[1])?.[split(key)[2]] ?? null),
    save: vi.fn(async (key, value) => {
      const [, reviewId, step] = split(key);
      files.set(reviewId, { ...files.get(reviewId), [step]: JSON.parse(JSON.stringify(value)) as JsonValue });
    }),
    clear: vi.fn(async (key) => {
      delete files.get(split(key)[1])?.[split(key)[2]];
    }),
    clearReview: vi.fn(async (reviewId) => {
      files.delete(reviewId);
    }),
  };
}

const implementations: [string, () => DraftStore][] = [
  ['local storage (web)', () => createLocalDraftStore(window.localStorage, at)],
  ['main, through the bridge (desktop)', () => createBridgeDraftStore(fakeMainDrafts(), at)],
];

describe.each(implementations)('drafts kept in %s', (_name, create) => {
  it('restores what was saved, with when it was saved', async () => {
    localStorage.clear();
    const store = create();
    await store.save('review/r1/report', { action: 'rejected', conclusion: 'Not yet' });
    expect(await store.load('review/r1/report')).toEqual({
      savedAt: '2026-10-01T10:00:00.000Z',
      value: { action: 'rejected', conclusion: 'Not yet' },
    });
  });

  it("never restores one reviewer's draft for another", async () => {
    localStorage.clear();
    const store = create();
    const layla = draftOwnerOf('Layla@Demo.test');
    await store.save('review/r1/report', { action: 'accepted', conclusion: 'Mine' }, layla);
    expect((await store.load('review/r1/report', layla))?.owner).toBe('layla@demo.test');
    expect(await store.load('review/r1/report', draftOwnerOf('omar@demo.test'))).toBeNull();
    expect(await store.load('review/r1/report')).toBeNull();
    expect((await store.load('review/r1/report', 'layla@demo.test'))?.value).toEqual({
      action: 'accepted',
      conclusion: 'Mine',
    });
  });

  it('has no draft where nothing was saved', async () => {
    localStorage.clear();
    expect(await create().load('review/r1/profile')).toBeNull();
  });

  it('clears one step and keeps the others', async () => {
    localStorage.clear();
    const store = create();
    await store.save('review/r1/profile', 'p');
    await store.save('review/r1/report', 'r');
    await store.clear('review/r1/profile');
    expect(await store.load('review/r1/profile')).toBeNull();
    expect((await store.load('review/r1/report'))?.value).toBe('r');
  });

  it('clears every step of one review and nothing of another', async () => {
    localStorage.clear();
    const store = create();
    await store.save('review/r1/profile', 'p1');
    await store.save('review/r1/services', 's1');
    await store.save('review/r1/report', 'c1');
    await store.save('review/r12/report', 'c12');
    await store.clearReview('r1');
    expect(await store.load('review/r1/profile')).toBeNull();
    expect(await store.load('review/r1/services')).toBeNull();
    expect(await store.load('review/r1/report')).toBeNull();
    expect((await store.load('review/r12/report'))?.value).toBe('c12');
  });

  it('never shows one review`s draft in another', async () => {
    localStorage.clear();
    const store = create();
    await store.save('review/r1/report', 'for r1');
    expect(await store.load('review/r2/report')).toBeNull();
    await store.save('review/r2/report', 'for r2');
    expect((await store.load('review/r1/report'))?.value).toBe('for r1');
  });
});

describe('drafts in local storage', () => {
  it('use the rc.draft. prefix and leave other keys alone when a review is cleared', async () => {
    localStorage.clear();
    localStorage.setItem('rc.language', 'ar');
    const store = createLocalDraftStore(localStorage, at);
    await store.save('review/r1/report', 'x');
    expect(localStorage.getItem('rc.draft.review/r1/report')).toContain('"value":"x"');
    await store.clearReview('r1');
    expect(localStorage.getItem('rc.draft.review/r1/report')).toBeNull();
    expect(localStorage.getItem('rc.language')).toBe('ar');
  });

  it('treat a corrupt entry as no draft', async () => {
    localStorage.clear();
    localStorage.setItem('rc.draft.review/r1/report', '{"savedAt":');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await createLocalDraftStore(localStorage, at).load('review/r1/report')).toBeNull();
  });

  it('refuse a value that is not plain JSON', async () => {
    await expect(
      createLocalDraftStore(localStorage, at).save('review/r1/report', { when: new Date() }),
    ).rejects.toThrow(/plain JSON/);
  });
});

describe('draft keys', () => {
  it('name a review by its backend id, with anything outside the key alphabet as _', () => {
    expect(draftKey('66f1c0000000000000000001', 'profile')).toBe('review/66f1c0000000000000000001/profile');
    expect(draftKey('a.b/c', 'report')).toBe('review/a_b_c/report');
    expect(draftKey('', 'services')).toBe('review/_/services');
    expect(isDraftKey(draftKey('x'.repeat(100), 'report'))).toBe(true);
  });
});
