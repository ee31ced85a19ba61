// macOS managed preferences, binary and XML as an MDM writes them, read in-process.
import { build, buildBinary } from 'plist';
import { describe, expect, it } from 'vitest';
import { parseManagedPreferences } from '@main/config-managed-preferences';
import { parsePlaceValue } from '@main/config-values';

const profile = {
  PayloadUUID: '6A1F3C52-0B7E-4C55-9D7A-2B9C1E0F4A11',
  PayloadType: 'com.agencyreview.console',
  apiUrl: 'https://mdm.example.com',
  updates: { enabled: false },
  images: { allowedHosts: ['cdn.example.com'] },
};
const expected = {
  apiUrl: 'https://mdm.example.com',
  updates: { enabled: false },
  images: { allowedHosts: ['cdn.example.com'] },
};

describe('the managed preferences', () => {
  it('are read from a binary plist, without the profile’s own Payload keys', () => {
    expect(parseManagedPreferences(buildBinary(profile))).toEqual({ status: 'found', value: expected });
  });

  it('are read from an XML plist the same way', () => {
    expect(parseManagedPreferences(new TextEncoder().encode(build(profile)))).toEqual({
      status: 'found',
      value: expected,
    });
  });

  it('report a date or data where a string belongs by its type’s name, not as an unreadable file', () => {
    const dated = parseManagedPreferences(buildBinary({ apiUrl: new Date('2026-01-01T00:00:00Z') }));
    expect(dated.status).toBe('found');
    expect(parsePlaceValue(dated.status === 'found' ? dated.value : null, true)).toMatchObject({
      ok: false,
      problem: { code: 'invalidValue', key: 'apiUrl', expected: 'string', found: 'date' },
    });
    const data = parseManagedPreferences(buildBinary({ updates: { url: new Uint8Array([104, 116]) } }));
    expect(parsePlaceValue(data.status === 'found' ? data.value : null, true)).toMatchObject({
      ok: false,
      problem: { code: 'invalidValue', key: 'updates.url', expected: 'string', found: 'data' },
    });
  });

  it('are invalid, with the parser’s reason, when the file is no plist', () => {
    expect(parseManagedPreferences(new TextEncoder().encode('{ "apiUrl": 1 }'))).toMatchObject({
      status: 'invalid',
      problem: { code: 'notPlist' },
    });
  });
});
