// Each screen's code is a chunk of its own, fetched on the first navigation to it: the sign-in screens
// never download the queues, the review wizard or the report.
export const screens = {
  login: () => import('@renderer/features/auth/components/login-page'),
  forgotPassword: () => import('@renderer/features/auth/components/forgot-password-page'),
  otp: () => import('@renderer/features/auth/components/otp-page'),
  resetPassword: () => import('@renderer/features/auth/components/reset-password-page'),
  guardedLayout: () => import('./routes/guarded-layout'),
  agencies: () => import('@renderer/features/queues/components/agencies-page'),
  updatedProfiles: () => import('@renderer/features/queues/components/updated-profiles-page'),
  rereviewRequests: () => import('@renderer/features/queues/components/rereview-requests-page'),
  reviewSteps: () => import('@renderer/features/review/components/review-step-page'),
  report: () => import('@renderer/features/review/components/report-page'),
};

/** Where a signed-in reviewer may go next, the login screen too (a logout, an expired session). */
export const screensAfterSignIn = [
  screens.login,
  screens.agencies,
  screens.updatedProfiles,
  screens.rereviewRequests,
  screens.reviewSteps,
  screens.report,
];
