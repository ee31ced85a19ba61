// Links that open a review from outside the app: `agency-review-console://review/<agencyId>/<reviewId>`
// (the profile step), `…/services` or `…/report`, each with `?source=updated` where the review comes
// from Updated Profiles. Parsed strictly: the whole text must be one of these shapes, ids of the
// backend's id alphabet, no other part or parameter. Anything else is refused, so no link can reach a
// route outside the console or carry data to the backend.
import { BACKEND_ID } from './ipc/draft-keys';

/** The URL scheme the installers and the development app register with the OS. */
export const LINK_SCHEME = 'agency-review-console';

/** Longer texts are refused unread: the longest valid link is about 190 characters. */
export const MAX_LINK_LENGTH = 512;

export const REVIEW_LINK_STEPS = ['profile', 'services', 'report'] as const;
export type ReviewLinkStep = (typeof REVIEW_LINK_STEPS)[number];

/** A review step a link opens. */
export interface ReviewLinkTarget {
  agencyId: string;
  reviewId: string;
  step: ReviewLinkStep;
  /** Set when the review comes from the Updated Profiles list. */
  source?: 'updated';
}

// The backend's ids, as review drafts are named with them.
const ID = `(${BACKEND_ID})`;
const SOURCE = '(\\?source=updated)?';
// After the scheme; Windows and some mail clients add a trailing slash.
const PROTOCOL_REST = new RegExp(`^//review/${ID}/${ID}(?:/(services|report))?/?${SOURCE}$`);
// The console's own page path, as the address bar of web mode shows it.
const PAGE_PATH = new RegExp(`^/agency/${ID}/review/${ID}/(profile|services|report)${SOURCE}$`);

/** Whether `text` starts with this app's scheme, in any case (schemes are case-insensitive, RFC 3986). */
export function hasLinkScheme(text: string): boolean {
  return text.slice(0, LINK_SCHEME.length + 1).toLowerCase() === `${LINK_SCHEME}:`;
}

/** The link that opens `target` in the desktop app. */
export function protocolLinkOf(target: ReviewLinkTarget): string {
  const step = target.step === 'profile' ? '' : `/${target.step}`;
  const source = target.source ? `?source=${target.source}` : '';
  return `${LINK_SCHEME}://review/${target.agencyId}/${target.reviewId}${step}${source}`;
}

function targetOf(agencyId: string, reviewId: string, step: string | undefined, source: string | undefined) {
  const target: ReviewLinkTarget = {
    agencyId,
    reviewId,
    step: (REVIEW_LINK_STEPS as readonly string[]).includes(step ?? '')
      ? (step as ReviewLinkStep)
      : 'profile',
  };
  if (source) target.source = 'updated';
  return target;
}

/**
 * The review a protocol link opens, or null when it is not exactly such a link. `text` is untrusted:
 * anything at all may arrive from the OS.
 */
export function parseProtocolLink(text: unknown): ReviewLinkTarget | null {
  if (typeof text !== 'string' || text.length > MAX_LINK_LENGTH || !hasLinkScheme(text)) return null;
  const match = PROTOCOL_REST.exec(text.slice(LINK_SCHEME.length + 1));
  return match ? targetOf(match[1], match[2], match[3], match[4]) : null;
}

/**
 * The review a pasted link opens: a protocol link, or the address of one of the console's review pages
 * on `pageOrigin` (web mode's own origin; never another site's). Surrounding spaces are ignored.
 */
export function parsePastedLink(text: string, pageOrigin: string | null): ReviewLinkTarget | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_LINK_LENGTH) return null;
  if (hasLinkScheme(trimmed)) return parseProtocolLink(trimmed);
  if (!pageOrigin || !trimmed.startsWith(`${pageOrigin}/`)) return null;
  const match = PAGE_PATH.exec(trimmed.slice(pageOrigin.length));
  return match ? targetOf(match[1], match[2], match[3], match[4]) : null;
}

/** The first argument of a command line that is a link of this app's scheme, if any (Windows, Linux). */
export function linkInArguments(argv: readonly string[]): string | null {
  return argv.find(hasLinkScheme) ?? null;
}

/** What main hands the page when the OS opened a link: the review to open, or that it was refused. */
export type LinkArrival = { kind: 'review'; target: ReviewLinkTarget } | { kind: 'refused' };
