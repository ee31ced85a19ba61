// Links back from the report to one field of a step: the step's address with `?field=<path>`, which
// the step reads on arrival to make that field current.
import type { ReviewStep } from '@shared/domain/field-selection';
import { paths, type ReviewSource } from '@renderer/lib/paths';

export const FIELD_PARAM = 'field';

/** Service fields are judged on the services step, every other field on the profile step. */
export const stepOfField = (path: string): ReviewStep =>
  /^services(\[|\.|$)/.test(path) ? 'services' : 'profile';

export interface FieldLinkInput {
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
}

export function fieldHref({ agencyId, reviewId, source }: FieldLinkInput, path: string): string {
  const step = stepOfField(path) === 'services' ? paths.reviewServices : paths.reviewProfile;
  const href = step.getHref(agencyId, reviewId, source);
  const query = new URLSearchParams({ [FIELD_PARAM]: path });
  return `${href}${href.includes('?') ? '&' : '?'}${query.toString()}`;
}
