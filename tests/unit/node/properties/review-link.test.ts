// Links that open a review: every text is either exactly a known review link or refused, and every
// review a link can name survives the trip to a link and back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LINK_SCHEME,
  linkInArguments,
  parsePastedLink,
  parseProtocolLink,
  protocolLinkOf,
  type ReviewLinkTarget,
} from '@shared/review-link';

const RUNS = { numRuns: 500 };
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
const id = fc.string({ unit: fc.constantFrom(...ID_ALPHABET), minLength: 1, maxLength: 64 });
const target: fc.Arbitrary<ReviewLinkTarget> = fc.record(
  {
    agencyId: id,
    reviewId: id,
    step: fc.constantFrom('profile', 'services', 'report'),
    source: fc.constant('updated'),
  },
  { requiredKeys: ['agencyId', 'reviewId', 'step'] },
);
const ORIGIN = 'http://127.0.0.1:4173';

/** Every review link the console itself makes, as the only texts a parser may accept. */
const knownLinks = (t: ReviewLinkTarget) => {
  const link = protocolLinkOf(t);
  const [path, query] = link.split('?');
  return [link, query === undefined ? `${path}/` : `${path}/?${query}`];
};
/** The same link, the scheme in any case. */
const S = LINK_SCHEME.length;
const isKnown = (text: string, t: ReviewLinkTarget) =>
  knownLinks(t).some(
    (known) => text.slice(0, S).toLowerCase() === known.slice(0, S) && text.slice(S) === known.slice(S),
  );

describe('a review link', () => {
  it('opens exactly the review it was made from', () => {
    fc.assert(
      fc.property(target, (t) => {
        expect(parseProtocolLink(protocolLinkOf(t))).toEqual(t);
        expect(parsePastedLink(` ${protocolLinkOf(t)}\n`, null)).toEqual(t);
        // The page addresses, as the router builds them: tests/unit/renderer/review-links.test.ts.
      }),
      RUNS,
    );
  });

  it('is either a known route or refused, whatever the text', () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      // Near misses: a real link with random text put in, cut out or appended.
      fc
        .tuple(target, fc.nat(), fc.nat(), fc.string({ unit: 'binary', maxLength: 12 }))
        .map(([t, at, cut, inserted]) => {
          const link = protocolLinkOf(t);
          const start = at % (link.length + 1);
          return link.slice(0, start) + inserted + link.slice(start + (cut % 4));
        }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseProtocolLink(text);
        if (parsed !== null) expect(isKnown(text, parsed)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses every other part, parameter or id shape', () => {
    const base = `${LINK_SCHEME}://review/66f1a0000000000000000001/66f1c0000000000000000001`;
    for (const text of [
      `${base}?source=agencies`,
      `${base}?source=updated&x=1`,
      `${base}?x=1`,
      `${base}#fragment`,
      `${base}/profile`,
      `${base}/settings`,
      `${base}/report/extra`,
      `${base}//report`,
      `${LINK_SCHEME}://review/66f1a0/../settings`,
      `${LINK_SCHEME}://review/%2e%2e/66f1c0`,
      `${LINK_SCHEME}://review/a b/c`,
      `${LINK_SCHEME}://review/${'a'.repeat(65)}/b`,
      `${LINK_SCHEME}://REVIEW/a/b`,
      `${LINK_SCHEME}://user@review/a/b`,
      `${LINK_SCHEME}:review/a/b`,
      `${LINK_SCHEME}://settings`,
      `${LINK_SCHEME}://review/a`,
      `https://review/a/b`,
      ` ${base}`,
      `${base}\n`,
    ])
      expect(parseProtocolLink(text), text).toBeNull();
    expect(parseProtocolLink(undefined)).toBeNull();
    expect(parseProtocolLink(42)).toBeNull();
  });

  it('takes the scheme in any case and one trailing slash, as operating systems may pass it', () => {
    const expected = { agencyId: 'a1', reviewId: 'r1', step: 'report', source: 'updated' };
    expect(parseProtocolLink('Agency-Review-Console://review/a1/r1/report?source=updated')).toEqual(expected);
    expect(parseProtocolLink(`${LINK_SCHEME}://review/a1/r1/report/?source=updated`)).toEqual(expected);
    expect(parseProtocolLink(`${LINK_SCHEME}://review/a1/r1/`)).toEqual({
      agencyId: 'a1',
      reviewId: 'r1',
      step: 'profile',
    });
  });

  it("opens a pasted page address only on the console's own origin", () => {
    const path = '/agency/a1/review/r1/services?source=updated';
    expect(parsePastedLink(`${ORIGIN}${path}`, ORIGIN)).toMatchObject({
      step: 'services',
      source: 'updated',
    });
    expect(parsePastedLink(`https://evil.example${path}`, ORIGIN)).toBeNull();
    expect(parsePastedLink(`${ORIGIN}.evil.example${path}`, ORIGIN)).toBeNull();
    expect(parsePastedLink(`${ORIGIN}${path}`, null)).toBeNull();
    expect(parsePastedLink(`${ORIGIN}/settings`, ORIGIN)).toBeNull();
    expect(
      parsePastedLink(`${ORIGIN}/agency/a1/review/r1/profile?source=updated&next=/x`, ORIGIN),
    ).toBeNull();
  });

  it('is found on a command line, wherever the OS put it', () => {
    const link = `${LINK_SCHEME}://review/a1/r1`;
    expect(linkInArguments(['/opt/app/console', link])).toBe(link);
    expect(linkInArguments(['electron.exe', 'C:\\app', '--', link, '--flag'])).toBe(link);
    expect(linkInArguments(['/opt/app/console', '--no-sandbox'])).toBeNull();
    expect(linkInArguments(['/opt/app/console', `--x=${link}`])).toBeNull();
  });
});
