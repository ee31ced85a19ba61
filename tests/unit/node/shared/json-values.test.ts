// What drafts and local documents accept: plain JSON data under a size limit, nothing else.
import { describe, expect, it } from 'vitest';
import { serialiseJson } from '@shared/ipc/draft-keys';

describe('plain JSON values', () => {
  it('leaves out an absent optional property, as JSON.stringify does', () => {
    expect(serialiseJson({ reviewId: 'r1', source: undefined }, 100)).toBe('{"reviewId":"r1"}');
  });

  it('refuses what JSON cannot hold or would change', () => {
    expect(serialiseJson([1, undefined], 100)).toBeNull();
    expect(serialiseJson({ n: Number.NaN }, 100)).toBeNull();
    expect(serialiseJson({ at: new Date(0) }, 100)).toBeNull();
    expect(serialiseJson({ f: () => 1 }, 100)).toBeNull();
    expect(serialiseJson(undefined, 100)).toBeNull();
  });

  it('refuses a value over the limit, counted in UTF-8 bytes', () => {
    expect(serialiseJson('ب'.repeat(10), 22)).toBe(`"${'ب'.repeat(10)}"`);
    expect(serialiseJson('ب'.repeat(11), 22)).toBeNull();
  });
});
