// Where the specs go and expect to land, built by the console's own route table and the API
// contract, so a renamed route or endpoint changes here with the app.
import { buildPath, endpoints, type EndpointName, type EndpointParams } from '../../src/shared/api/endpoints';
import { paths, type ReviewSource } from '../../src/renderer/src/lib/paths';

const REVIEW_STEPS = {
  profile: paths.reviewProfile,
  services: paths.reviewServices,
  report: paths.reviewReport,
} as const;

export type ReviewStepName = keyof typeof REVIEW_STEPS;

/** A review step's address, as the console links to it. */
export const stepUrl = (
  review: { agencyId: string; reviewId: string },
  step: ReviewStepName,
  source?: ReviewSource,
) => REVIEW_STEPS[step].getHref(review.agencyId, review.reviewId, source);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any URL ending at this route: for `toHaveURL` where only the route matters. */
export const atRoute = (href: string) => new RegExp(`${escapeRegExp(href)}$`);

/** An endpoint's path on the demo API, as its request log records it. */
export const apiPath = <E extends EndpointName>(name: E, ...params: ParamsArg<E>) =>
  buildPath(endpoints[name].path, params[0] as Record<string, string> | undefined);

/** The same path through the web server's same-origin proxy. */
export const proxiedApiPath = <E extends EndpointName>(name: E, ...params: ParamsArg<E>) =>
  `/api${apiPath(name, ...params)}`;

type ParamsArg<E extends EndpointName> = EndpointParams<E> extends undefined ? [] : [EndpointParams<E>];
