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

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys with plural forms folded into one: each language has the forms its grammar needs. */
const pluralBases = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();

describe('the en and ar catalogues', () => {
  const files = catalogueFiles('en');

  it('have one namespace file per feature, the same files in both languages', () => {
    expect(files).toEqual(expect.arrayContaining(['common.json', 'auth.json', 'layout.json', 'queues.json']));
    expect(catalogueFiles('ar')).toEqual(files);
  });

  it.each(files)('%s has exactly the same keys in en and ar', (file) => {
    const en = pluralBases([...leaves(read('en', file)).keys()]);
    const ar = pluralBases([...leaves(read('ar', file)).keys()]);
    expect(ar).toEqual(en);
  });

  it.each(files)('%s has every plural form each language needs (Arabic has six)', (file) => {
    for (const language of ['en', 'ar']) {
      const keys = [...leaves(read(language, file)).keys()];
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of pluralBases(keys.filter((key) => PLURAL.test(key)))) {
        for (const form of forms) expect(keys, `${language}/${file}`).toContain(`${base}_${form}`);
      }
    }
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
