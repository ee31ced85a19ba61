// Where Back and Next lead from each step; ?source=updated travels along.
import type { ReviewStep } from '@shared/domain/field-selection';
import { paths, type ReviewSource } from '@renderer/lib/paths';

export interface StepRouteInput {
  step: ReviewStep;
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
}

export function stepRoutes({ step, agencyId, reviewId, source }: StepRouteInput) {
  if (step === 'profile') {
    return {
      back: source === 'updated' ? paths.updatedProfiles.getHref() : paths.agencies.getHref(),
      next: paths.reviewServices.getHref(agencyId, reviewId, source),
    };
  }
  return {
    back: paths.reviewProfile.getHref(agencyId, reviewId, source),
    next: paths.reviewReport.getHref(agencyId, reviewId, source),
  };
}
