// Every query key in one place, so any feature can refresh data another feature shows (the
// sidebar's counts after a conclusion, the queues after login) without importing that feature.
export const queryKeys = {
  /** What the app knows about itself (backend configured?): kept when a session ends. */
  appInfo: ['app-info'] as const,
  reviewerProfile: ['reviewer-profile'] as const,
  dashboardStats: ['reviews', 'stats'] as const,
  agencyReviews: ['reviews', 'agency-reviews'] as const,
  updatedProfiles: ['reviews', 'updated-profiles'] as const,
  reviewDetails: (agencyId: string) => ['agency', agencyId, 'review'] as const,
  agencyDetails: (agencyId: string) => ['agency', agencyId, 'details'] as const,
  validationFields: (agencyId: string) => ['agency', agencyId, 'validation-fields'] as const,
  flaggedFields: (agencyId: string) => ['agency', agencyId, 'flagged-fields'] as const,
  fieldValidations: (agencyId: string) => ['agency', agencyId, 'field-validations'] as const,
};

/**
 * The mutations a reviewer can leave a screen during: a screen opened again while one is on its way
 * sends nothing until it is answered (queryClient.isMutating), so nothing is sent twice.
 */
export const mutationKeys = {
  startReview: (agencyId: string) => ['start-review', agencyId] as const,
  validateStep: (reviewId: string, step: string) => ['validate-step', reviewId, step] as const,
  conclusion: (reviewId: string) => ['conclusion', reviewId] as const,
};
