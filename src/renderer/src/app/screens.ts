// Each screen's code is a chunk of its own (the four sign-in screens share one), fetched on the first
// navigation to it: the sign-in screens never download the queues, the review wizard or the report.
const signInScreens = () => import('@renderer/features/auth/components/sign-in-screens');

export const screens = {
  login: signInScreens,
  forgotPassword: signInScreens,
  otp: signInScreens,
  resetPassword: signInScreens,
  guardedLayout: () => import('./routes/guarded-layout'),
  agencies: () => import('@renderer/features/queues/components/agencies-page'),
  updatedProfiles: () => import('@renderer/features/queues/components/updated-profiles-page'),
  rereviewRequests: () => import('@renderer/features/queues/components/rereview-requests-page'),
  reviewSteps: () => import('@renderer/features/review/components/review-step-page'),
  report: () => import('@renderer/features/review/components/report-page'),
  settings: () => import('@renderer/features/settings/components/settings-page'),
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
