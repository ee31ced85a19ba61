import { readFileSync } from 'node:fs';
import { parse, type PlistValue } from 'plist';
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, type SettingKey } from '@shared/config-settings';
import { BUNDLE_ID } from '@main/app-identity';
import { parsePlaceValue } from '@main/config-values';
import { POLICY_DIR, readStrictXml } from './strict-xml';

const FILE = `${POLICY_DIR}/macos/com.agencyreview.console.mobileconfig`;

type PlistDict = { [key: string]: PlistValue };
const isDict = (value: PlistValue | undefined): value is PlistDict =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof Uint8Array);

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
const REVERSE_DNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const isHttpsUrl = (value: PlistValue) => typeof value === 'string' && /^https:\/\/[^\s/?#]+/.test(value);

/** What the app accepts for each setting, as config.json and managed preferences carry it. */
const ACCEPTS: { [K in SettingKey]: (value: PlistValue) => boolean } = {
  apiUrl: isHttpsUrl,
  'updates.enabled': (value) => typeof value === 'boolean',
  'updates.url': isHttpsUrl,
  'images.allowedHosts': (value) =>
    Array.isArray(value) && value.every((host) => typeof host === 'string' && HOST_PATTERN.test(host)),
  // A full path (a profile has no folder to read a relative one from), or a set in the file format.
  'snippets.team': (value) =>
    (typeof value === 'string' && value.startsWith('/')) ||
    (isDict(value) && value.format === 'agency-review-console/snippets'),
};

/**
 * The payload's settings as "dotted.key" → value, dictionaries opened down to a setting (a team set
 * inline is one value), Payload* keys left out.
 */
function settings(dict: PlistDict, prefix = ''): [string, PlistValue][] {
  return Object.entries(dict)
    .filter(([key]) => prefix !== '' || !key.startsWith('Payload'))
    .flatMap(([key, value]) => {
      const path = `${prefix}${key}`;
      const opened = isDict(value) && !SETTING_KEYS.some((key) => key === path);
      return opened ? settings(value, `${path}.`) : [[path, value]];
    });
}

const profile = parse(readFileSync(FILE, 'utf8'));
const outer: PlistDict = isDict(profile) ? profile : {};
const content = outer.PayloadContent;
const [inner] = Array.isArray(content) ? content.filter(isDict) : [];

describe('the sample macOS configuration profile', () => {
  it('is well-formed XML', () => {
    expect(readStrictXml(FILE).localName).toBe('plist');
  });

  it('is a Configuration profile for the whole Mac (device scope)', () => {
    expect(outer).toMatchObject({ PayloadType: 'Configuration', PayloadVersion: 1, PayloadScope: 'System' });
    expect(outer.PayloadUUID).toMatch(UUID);
    expect(outer.PayloadIdentifier).toMatch(REVERSE_DNS);
    expect(outer.PayloadDisplayName).toEqual(expect.any(String));
    expect(content).toHaveLength(1);
  });

  it("holds one custom-settings payload for the app's preference domain", () => {
    expect(inner).toMatchObject({ PayloadType: BUNDLE_ID, PayloadVersion: 1 });
    expect(inner.PayloadUUID).toMatch(UUID);
    expect(inner.PayloadUUID).not.toBe(outer.PayloadUUID);
    expect(inner.PayloadIdentifier).toMatch(REVERSE_DNS);
    expect(inner.PayloadIdentifier).not.toBe(outer.PayloadIdentifier);
    expect(inner.PayloadDisplayName).toEqual(expect.any(String));
  });

  it('sets only settings the app knows, each with a value it accepts', () => {
    const found = settings(inner);
    expect(found).not.toEqual([]);
    for (const [path, value] of found) {
      const key = SETTING_KEYS.find((known) => known === path);
      expect(key, `${path} is not a setting`).toBeDefined();
      expect(key && ACCEPTS[key](value), `${path}: ${JSON.stringify(value)}`).toBe(true);
    }
  });

  it('sets the backend, turns updates off, allows images from the backend only and names a team set', () => {
    expect(Object.fromEntries(settings(inner))).toEqual({
      apiUrl: 'https://review-api.example.com',
      'updates.enabled': false,
      'images.allowedHosts': [],
      'snippets.team': '/Library/Application Support/Agency Review Console/team-snippets.json',
    });
  });

  it('holds settings the app’s own checks accept, and no key they do not know', () => {
    const written = Object.fromEntries(Object.entries(inner).filter(([key]) => !key.startsWith('Payload')));
    expect(parsePlaceValue(written, true)).toMatchObject({ ok: true, unknownKeys: [] });
  });
});
