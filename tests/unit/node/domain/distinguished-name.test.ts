import { describe, expect, it } from 'vitest';
import { parseDn, subjectMatches } from '@shared/distinguished-name';

describe('certificate subjects', () => {
  it('reads the parts as Windows prints them, quotes and all', () => {
    expect(parseDn('CN="Agency Review, Inc.", O="Say ""Hi""", L=Seattle, S=Washington, C=US')).toEqual([
      ['CN', 'Agency Review, Inc.'],
      ['O', 'Say "Hi"'],
      ['L', 'Seattle'],
      ['S', 'Washington'],
      ['C', 'US'],
    ]);
  });

  it('reads RFC 4514 escapes, multi-valued parts and the ST spelling', () => {
    expect(parseDn('cn=A\\, B+OU=x;ST=WA, O=\\41gency')).toEqual([
      ['CN', 'A, B'],
      ['OU', 'x'],
      ['S', 'WA'],
      ['O', 'Agency'],
    ]);
  });

  it('is not a DN when a quote is left open or a part has no type', () => {
    expect(parseDn('CN="open, O=x')).toBeNull();
    expect(parseDn('Agency Review')).toBeNull();
    expect(parseDn('CN=a, , O=b')).toBeNull();
    expect(parseDn('=x')).toBeNull();
  });

  it('match when the subject has every part of the pinned name, repeated parts included', () => {
    expect(subjectMatches('CN=A, OU=1, OU=2', 'OU=2, CN=A, OU=1, C=US')).toBe(true);
    expect(subjectMatches('CN=A, OU=1, OU=2', 'CN=A, OU=1, C=US')).toBe(false);
    expect(subjectMatches('CN=A', 'CN=a')).toBe(false);
    expect(subjectMatches('CN=A', 'CN="A')).toBe(false);
  });
});
