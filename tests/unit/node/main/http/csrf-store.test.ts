import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileCsrfStore } from '@main/http/csrf-store';

const tempDir = () => mkdtempSync(join(tmpdir(), 'csrf-store-'));

describe('the CSRF token', () => {
  it('is persisted, so it survives a restart with the session', async () => {
    const file = join(tempDir(), 'Partitions', 'review-console', 'csrf-token.json');
    await createFileCsrfStore(file).set('token-1');
    expect(await createFileCsrfStore(file).get()).toBe('token-1');
  });

  it('is gone from disk once cleared', async () => {
    const file = join(tempDir(), 'csrf-token.json');
    const store = createFileCsrfStore(file);
    await store.set('token-1');
    await store.clear();
    expect(await store.get()).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect(await createFileCsrfStore(file).get()).toBeNull();
  });

  it('is absent when the file is corrupt', async () => {
    const file = join(tempDir(), 'csrf-token.json');
    writeFileSync(file, '{"csrfToken":');
    expect(await createFileCsrfStore(file).get()).toBeNull();
  });
});
