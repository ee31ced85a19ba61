import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));

function catalogueFiles(language: string): string[] {
  return readdirSync(`${localesDir}/${language}`)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function read(language: string, file: string): unknown {
  return JSON.parse(readFileSync(`${localesDir}/${language}/${file}`, 'utf8'));
}

/** Every leaf as "dotted.key" -> value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

describe('the en and ar catalogues', () => {
  const files = catalogueFiles('en');

  it('have one namespace file per feature, the same files in both languages', () => {
    expect(files).toEqual(expect.arrayContaining(['common.json', 'auth.json', 'layout.json', 'queues.json']));
    expect(catalogueFiles('ar')).toEqual(files);
  });

  it.each(files)('%s has exactly the same keys in en and ar', (file) => {
    const en = [...leaves(read('en', file)).keys()].sort();
    const ar = [...leaves(read('ar', file)).keys()].sort();
    expect(ar).toEqual(en);
  });

  it.each(files)('%s has only non-empty strings as values', (file) => {
    for (const language of ['en', 'ar']) {
      for (const [key, value] of leaves(read(language, file))) {
        expect(typeof value === 'string' && value.trim() !== '', `${language}/${file} ${key}`).toBe(true);
      }
    }
  });

  it('carry the unsaved-changes confirmation texts of the specification', () => {
    const common = leaves(read('en', 'common.json'));
    expect(common.get('unsavedChanges.title')).toBe('Unsaved Changes');
    expect(common.get('unsavedChanges.message')).toBe(
      'You have unsaved changes. Are you sure you want to leave? Your changes will be lost.',
    );
    expect(common.get('unsavedChanges.leave')).toBe('Leave');
    expect(common.get('unsavedChanges.stay')).toBe('Stay');
  });
});
