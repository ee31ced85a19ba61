import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileCsrfStore } from '../../../../src/main/http/csrf-store';
import { createLanguageStore } from '../../../../src/main/language-store';

const tempDir = () => mkdtempSync(join(tmpdir(), 'stores-'));

describe('the UI language', () => {
  it('is English until the reviewer chooses another', () => {
    expect(createLanguageStore(join(tempDir(), 'settings.json')).get()).toBe('en');
  });

  it('is remembered across restarts', () => {
    const file = join(tempDir(), 'settings.json');
    expect(createLanguageStore(file).set('ar')).toBe('ar');
    expect(createLanguageStore(file).get()).toBe('ar');
  });

  it('accepts only en and ar', () => {
    const file = join(tempDir(), 'settings.json');
    const store = createLanguageStore(file);
    expect(() => store.set('fr' as never)).toThrow(/Unsupported language/);
    expect(store.get()).toBe('en');
    writeFileSync(file, JSON.stringify({ language: 'de' }));
    expect(createLanguageStore(file).get()).toBe('en');
  });

  it('keeps the other settings in the file', () => {
    const file = join(tempDir(), 'settings.json');
    writeFileSync(file, JSON.stringify({ other: 1 }));
    createLanguageStore(file).set('ar');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ other: 1, language: 'ar' });
  });

  it('tells its listeners of each change until they unsubscribe (the menu follows it)', () => {
    const store = createLanguageStore(join(tempDir(), 'settings.json'));
    const heard: string[] = [];
    const unsubscribe = store.onChange((language) => heard.push(language));
    store.set('ar');
    unsubscribe();
    store.set('en');
    expect(heard).toEqual(['ar']);
  });
});

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
