// The API contract: every call of section 7 of the specification, plus the list of all agency
// reviews decided in DESIGN.md. Nothing outside this table can be called.
import { z } from 'zod';
import { ReviewListReader, reviewListSchema } from './review-list';
import * as s from './schemas';
import type { ListReader } from './streamed-json';

type Method = 'GET' | 'POST';

interface EndpointDefinition {
  method: Method;
  /** Path template; `{name}` segments are filled from params and URL-encoded. */
  path: string;
  body: z.ZodType | null;
  response: z.ZodType;
  /**
   * For an answer that is a long list: reads its rows as they arrive, into exactly what `response`
   * makes of the list (streamed-json.ts).
   */
  list?: () => ListReader<unknown>;
}

const define = <const P extends string, B extends z.ZodType | null, R extends z.ZodType>(endpoint: {
  method: Method;
  path: P;
  body: B;
  response: R;
  list?: () => ListReader<z.output<R>>;
}) => endpoint;

export const endpoints = {
  csrfToken: define({ method: 'GET', path: '/csrf/token', body: null, response: s.csrfResponseSchema }),
  login: define({
    method: 'POST',
    path: '/auth/login',
    body: s.loginBodySchema,
    response: s.messageResponseSchema,
  }),
  logout: define({ method: 'POST', path: '/auth/logout', body: null, response: s.messageResponseSchema }),
  forgotPassword: define({
    method: 'POST',
    path: '/auth/forgot-password',
    body: s.forgotPasswordBodySchema,
    response: s.messageResponseSchema,
  }),
  verifyOtp: define({
    method: 'POST',
    path: '/auth/verify-otp',
    body: s.verifyOtpBodySchema,
    response: s.messageResponseSchema,
  }),
  resetPassword: define({
    method: 'POST',
    path: '/auth/reset-password',
    body: s.resetPasswordBodySchema,
    response: s.messageResponseSchema,
  }),
  reviewerProfile: define({
    method: 'GET',
    path: '/reviewer/profile',
    body: null,
    response: s.reviewerProfileSchema,
  }),
  dashboardStats: define({
    method: 'GET',
    path: '/agency-review-management/dashboard/stats',
    body: null,
    response: s.dashboardStatsSchema,
  }),
  agencyReviews: define({
    method: 'GET',
    path: '/agency-review-management',
    body: null,
    response: reviewListSchema,
    list: () => new ReviewListReader(),
  }),
  urgentReviews: define({
    method: 'GET',
    path: '/agency-review-management/urgent',
    body: null,
    response: s.unknownResponseSchema,
  }),
  updatedProfiles: define({
    method: 'GET',
    path: '/agency-review-management/updated-profiles',
    body: null,
    response: reviewListSchema,
    list: () => new ReviewListReader(),
  }),
  reviewDetails: define({
    method: 'GET',
    path: '/agency-review-management/{agencyId}/review',
    body: null,
    response: s.reviewDetailsSchema,
  }),
  startReview: define({
    method: 'POST',
    path: '/agency-review-management/{agencyId}/review/start',
    body: null,
    response: s.unknownResponseSchema,
  }),
  agencyDetails: define({
    method: 'GET',
    path: '/agency/{agencyId}',
    body: null,
    response: s.agencyDetailsSchema,
  }),
  validationFields: define({
    method: 'GET',
    path: '/field-validation/agencies/{agencyId}/fields',
    body: null,
    response: s.validationFieldsSchema,
  }),
  flaggedFields: define({
    method: 'GET',
    path: '/agency-profile-changes/agencies/{agencyId}/all-fields-with-flags',
    body: null,
    response: s.flaggedFieldsSchema,
  }),
  validateFields: define({
    method: 'POST',
    path: '/field-validation/agencies/{agencyId}/validate-multiple-fields',
    body: s.submittedValidationSchema,
    response: s.unknownResponseSchema,
  }),
  fieldValidations: define({
    method: 'GET',
    path: '/field-validation/agencies/{agencyId}',
    body: null,
    response: s.fieldValidationResultsSchema,
  }),
  submitConclusion: define({
    method: 'POST',
    path: '/review-conclusion/reviews/{reviewId}/submit',
    body: s.conclusionBodySchema,
    response: s.messageResponseSchema,
  }),
} satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Names of the `{param}` segments of a path template. */
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;

export type EndpointParams<E extends EndpointName> = [ParamNames<Endpoints[E]['path']>] extends [never]
  ? undefined
  : Record<ParamNames<Endpoints[E]['path']>, string>;

export type EndpointBody<E extends EndpointName> = Endpoints[E]['body'] extends z.ZodType
  ? z.input<Endpoints[E]['body']>
  : undefined;

export type EndpointResponse<E extends EndpointName> = z.output<Endpoints[E]['response']>;

export function isEndpointName(value: unknown): value is EndpointName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(endpoints, value);
}

/** Fills a path template, encoding every parameter; a missing, empty or dot-segment parameter is an error. */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' || value.length === 0) {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    // Encoding leaves dots alone: "." or ".." would turn the path into another endpoint's.
    if (value === '.' || value === '..') {
      throw new TypeError(`Invalid path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(value);
  });
}
