// resources/config.schema.json is what IT's editors check config.json against: it must describe the
// keys the app reads, no more and no less.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  KNOWN_IMAGES_KEYS,
  KNOWN_KEYS,
  KNOWN_SNIPPETS_KEYS,
  KNOWN_UPDATES_KEYS,
  parsePlaceValue,
} from '@main/config-values';

interface Schema {
  required?: string[];
  additionalProperties: boolean;
  properties: Record<
    string,
    {
      type: string;
      pattern?: string;
      properties?: Record<
        string,
        { type?: string; items?: { pattern: string }; oneOf?: { type: string }[]; examples?: unknown[] }
      >;
    }
  >;
  examples: unknown[];
}

const schema = JSON.parse(
  readFileSync(new URL('../../../../resources/config.schema.json', import.meta.url), 'utf8'),
) as Schema;

describe('the configuration schema', () => {
  it('describes exactly the keys the app reads, none required (a policy may set apiUrl)', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([...KNOWN_KEYS].sort());
    expect(Object.keys(schema.properties.updates.properties ?? {}).sort()).toEqual(
      [...KNOWN_UPDATES_KEYS].sort(),
    );
    expect(Object.keys(schema.properties.images.properties ?? {}).sort()).toEqual(
      [...KNOWN_IMAGES_KEYS].sort(),
    );
    expect(Object.keys(schema.properties.snippets.properties ?? {}).sort()).toEqual(
      [...KNOWN_SNIPPETS_KEYS].sort(),
    );
    expect(schema.required).toBeUndefined();
    expect(schema.properties.updates.properties?.enabled.type).toBe('boolean');
    expect(schema.properties.images.properties?.allowedHosts.type).toBe('array');
  });

  it('has a host pattern that agrees with the app on what is a host name', () => {
    const pattern = new RegExp(schema.properties.images.properties?.allowedHosts.items?.pattern ?? '');
    const accepted = (host: string) => parsePlaceValue({ images: { allowedHosts: [host] } }, true).ok;
    for (const host of ['cdn.example.com', '*.example.org', 'images.example.com:8443', 'localhost']) {
      expect(pattern.test(host)).toBe(true);
      expect(accepted(host)).toBe(true);
    }
    for (const host of [
      'https://cdn.example.com',
      '*',
      'a.*.example.com',
      'cdn.example.com/logos',
      '-x.com',
    ]) {
      expect(pattern.test(host)).toBe(false);
      expect(accepted(host)).toBe(false);
    }
  });

  it('takes the team snippets as the app does: a path or a set object, and its examples are accepted', () => {
    const team = schema.properties.snippets.properties?.team;
    expect(team?.oneOf?.map(({ type }) => type)).toEqual(['string', 'object']);
    for (const example of team?.examples ?? [])
      expect(parsePlaceValue({ snippets: { team: example } }, true)).toMatchObject({ ok: true });
    for (const wrong of [3, ['a.json'], ' '])
      expect(parsePlaceValue({ snippets: { team: wrong } }, true)).toMatchObject({ ok: false });
  });

  it('flags unknown keys in editors, as the app warns about them', () => {
    expect(schema.additionalProperties).toBe(false);
  });

  it('gives examples the app accepts in an installed build', () => {
    for (const example of schema.examples)
      expect(parsePlaceValue(example, true)).toMatchObject({ ok: true, unknownKeys: [] });
  });

  it('has URL patterns that agree with the app on what is a URL', () => {
    const pattern = new RegExp(schema.properties.apiUrl.pattern ?? '');
    for (const url of ['https://api.example.com', 'http://127.0.0.1:4010/api'])
      expect(pattern.test(url)).toBe(true);
    for (const url of ['api.example.com', 'ftp://api.example.com', 'https://'])
      expect(pattern.test(url)).toBe(false);
  });
});
