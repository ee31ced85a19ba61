// resources/config.schema.json is what IT's editors check config.json against: it must describe the
// keys the app reads, no more and no less.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_KEYS, KNOWN_UPDATES_KEYS, parseConfigValue } from '@main/config-values';

interface Schema {
  required: string[];
  additionalProperties: boolean;
  properties: Record<
    string,
    { type: string; pattern?: string; properties?: Record<string, { type: string }> }
  >;
  examples: unknown[];
}

const schema = JSON.parse(
  readFileSync(new URL('../../../../resources/config.schema.json', import.meta.url), 'utf8'),
) as Schema;

describe('the configuration schema', () => {
  it('describes exactly the keys the app reads, apiUrl required', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([...KNOWN_KEYS].sort());
    expect(Object.keys(schema.properties.updates.properties ?? {}).sort()).toEqual(
      [...KNOWN_UPDATES_KEYS].sort(),
    );
    expect(schema.required).toEqual(['apiUrl']);
    expect(schema.properties.updates.properties?.enabled.type).toBe('boolean');
  });

  it('flags unknown keys in editors, as the app warns about them', () => {
    expect(schema.additionalProperties).toBe(false);
  });

  it('gives examples the app accepts in an installed build', () => {
    for (const example of schema.examples)
      expect(parseConfigValue(example, true)).toMatchObject({ ok: true, unknownKeys: [] });
  });

  it('has URL patterns that agree with the app on what is a URL', () => {
    const pattern = new RegExp(schema.properties.apiUrl.pattern ?? '');
    for (const url of ['https://api.example.com', 'http://127.0.0.1:4010/api'])
      expect(pattern.test(url)).toBe(true);
    for (const url of ['api.example.com', 'ftp://api.example.com', 'https://'])
      expect(pattern.test(url)).toBe(false);
  });
});
