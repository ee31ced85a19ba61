import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLanguageStore } from '@main/language-store';

const tempDir = () => mkdtempSync(join(tmpdir(), 'language-store-'));

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
