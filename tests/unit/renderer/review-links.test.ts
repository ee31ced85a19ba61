// The console's own routes and its link parser agree: every review step's page address, as the router
// builds it, opens that step again when pasted, and "Copy link" gives the link of the platform.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePastedLink, parseProtocolLink, type ReviewLinkTarget } from '@shared/review-link';
import { reviewHrefOf, shareableLinkOf } from '@renderer/lib/review-links';

const ORIGIN = 'http://127.0.0.1:5173';
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const target: fc.Arbitrary<ReviewLinkTarget> = fc.record(
  {
    agencyId: id,
    reviewId: id,
    step: fc.constantFrom('profile', 'services', 'report'),
    source: fc.constant('updated'),
  },
  { requiredKeys: ['agencyId', 'reviewId', 'step'] },
);

describe('review links in the page', () => {
  it("opens the router's own address of every review step, and makes the platform's link", () => {
    fc.assert(
      fc.property(target, (t) => {
        expect(parsePastedLink(ORIGIN + reviewHrefOf(t), ORIGIN)).toEqual(t);
        expect(shareableLinkOf('web', t, ORIGIN)).toBe(ORIGIN + reviewHrefOf(t));
        expect(parseProtocolLink(shareableLinkOf('desktop', t, ORIGIN))).toEqual(t);
      }),
      { numRuns: 300 },
    );
  });
});
