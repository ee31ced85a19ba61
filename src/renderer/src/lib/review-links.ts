// Review links in the page: the route a link opens, and the link "Copy link" gives (the desktop app's
// own link, or the page's address in a browser, where no app is there to open the other).
import { protocolLinkOf, type ReviewLinkTarget } from '@shared/review-link';
import type { Platform } from './platform/platform';
import { paths } from './paths';

const STEP_PATHS = {
  profile: paths.reviewProfile,
  services: paths.reviewServices,
  report: paths.reviewReport,
} as const;

/** The console's route for a link's review step. */
export function reviewHrefOf(target: ReviewLinkTarget): string {
  return STEP_PATHS[target.step].getHref(target.agencyId, target.reviewId, target.source);
}

/** What "Copy link" puts on the clipboard for `target`. */
export function shareableLinkOf(
  kind: Platform['kind'],
  target: ReviewLinkTarget,
  pageOrigin: string,
): string {
  return kind === 'desktop' ? protocolLinkOf(target) : pageOrigin + reviewHrefOf(target);
}
