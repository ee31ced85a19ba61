import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { invokeArguments } from '@main/ipc/arguments';
import { createDraftsStore } from '@main/drafts-store';

const setup = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'drafts-')), 'drafts');
  const logger = { warn: vi.fn() };
  return { dir, logger, store: createDraftsStore(dir, logger) };
};

describe('the drafts kept by main', () => {
  it('restores what was saved, after a restart too', () => {
    const { dir, store } = setup();
    store.save('review/r1/report', { savedAt: 't', value: { conclusion: 'Looks fine' } });
    expect(createDraftsStore(dir).load('review/r1/report')).toEqual({
      savedAt: 't',
      value: { conclusion: 'Looks fine' },
    });
  });

  it('has no draft for a step that was never saved', () => {
    const { store } = setup();
    expect(store.load('review/r1/profile')).toBeNull();
    store.save('review/r1/report', 1);
    expect(store.load('review/r1/profile')).toBeNull();
  });

  it('keeps one file per review, and one review never sees another one`s draft', () => {
    const { dir, store } = setup();
    store.save('review/r1/profile', 'one');
    store.save('review/r2/profile', 'two');
    expect(readdirSync(dir).sort()).toEqual(['r1.json', 'r2.json']);
    expect(store.load('review/r1/profile')).toBe('one');
    expect(store.load('review/r2/profile')).toBe('two');
  });

  it('clears one step and keeps the others', () => {
    const { store } = setup();
    store.save('review/r1/profile', 'p');
    store.save('review/r1/services', 's');
    store.clear('review/r1/profile');
    expect(store.load('review/r1/profile')).toBeNull();
    expect(store.load('review/r1/services')).toBe('s');
  });

  it('clears a whole review, file and all, without touching another review', () => {
    const { dir, store } = setup();
    store.save('review/r1/profile', 'p');
    store.save('review/r1/report', 'r');
    store.save('review/r2/report', 'other');
    store.clearReview('r1');
    expect(existsSync(join(dir, 'r1.json'))).toBe(false);
    expect(store.load('review/r1/report')).toBeNull();
    expect(store.load('review/r2/report')).toBe('other');
  });

  it('writes atomically: no temporary file is left behind', () => {
    const { dir, store } = setup();
    store.save('review/r1/report', { a: 1 });
    store.save('review/r1/report', { a: 2 });
    expect(readdirSync(dir)).toEqual(['r1.json']);
    expect(JSON.parse(readFileSync(join(dir, 'r1.json'), 'utf8'))).toEqual({ report: { a: 2 } });
  });

  it('treats a corrupt file as no draft, logs it, and saves over it', () => {
    const { dir, store, logger } = setup();
    store.save('review/r1/report', 'first');
    writeFileSync(join(dir, 'r1.json'), '{"report": "cut off');
    expect(store.load('review/r1/report')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Ignored a corrupt draft file', { reviewId: 'r1' });
    store.save('review/r1/report', 'again');
    expect(store.load('review/r1/report')).toBe('again');
  });

  it('refuses values that are not plain JSON or larger than about 1 MB', () => {
    const { store } = setup();
    expect(() => store.save('review/r1/report', { when: new Date() })).toThrow(/plain JSON/);
    expect(() => store.save('review/r1/report', 'x'.repeat(1_000_001))).toThrow(/1 MB/);
    expect(store.load('review/r1/report')).toBeNull();
  });

  it('refuses a review id that could name a file outside the drafts folder', () => {
    const { store } = setup();
    expect(() => store.clearReview('../settings')).toThrow(/Invalid review id/);
    expect(() => store.load('review/../x/report' as never)).toThrow(/Invalid draft key/);
  });
});

describe('the draft channels refuse bad arguments from the renderer', () => {
  const accepts = (channel: keyof typeof invokeArguments, ...args: unknown[]) =>
    invokeArguments[channel].safeParse(args).success;

  it('accepts only review/<id>/<profile|services|report> keys', () => {
    expect(accepts('drafts:load', 'review/66f1c0abc_-9/profile')).toBe(true);
    expect(accepts('drafts:clear', 'review/r1/services')).toBe(true);
    expect(accepts('drafts:load', 'review/r1/other')).toBe(false);
    expect(accepts('drafts:load', 'review/r.1/report')).toBe(false);
    expect(accepts('drafts:load', 'review//report')).toBe(false);
    expect(accepts('drafts:load', `review/${'a'.repeat(65)}/report`)).toBe(false);
    expect(accepts('drafts:load', 42)).toBe(false);
  });

  it('accepts JSON values up to about 1 MB', () => {
    expect(accepts('drafts:save', 'review/r1/report', { savedAt: 'now', value: { a: [1, 'b', null] } })).toBe(
      true,
    );
    expect(accepts('drafts:save', 'review/r1/report', 'x'.repeat(1_000_001))).toBe(false);
    expect(accepts('drafts:save', 'review/r1/report', { n: Number.NaN })).toBe(false);
    expect(accepts('drafts:save', 'review/r1/report')).toBe(false);
  });

  it('accepts a plain review id for clearing a review', () => {
    expect(accepts('drafts:clear-review', 'r1')).toBe(true);
    expect(accepts('drafts:clear-review', '../r1')).toBe(false);
  });
});
