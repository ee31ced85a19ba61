// Every route of section 2 of the specification, with link builders; nothing else spells a path.

export type ReviewSource = 'updated';

const segment = encodeURIComponent;

function reviewStep(step: 'profile' | 'services' | 'report') {
  return {
    path: `/agency/:agencyId/review/:reviewId/${step}`,
    getHref: (agencyId: string, reviewId: string, source?: ReviewSource) =>
      `/agency/${segment(agencyId)}/review/${segment(reviewId)}/${step}` +
      (source ? `?source=${source}` : ''),
  } as const;
}

export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  otp: { path: '/otp', getHref: () => '/otp' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  agencies: { path: '/', getHref: () => '/' },
  updatedProfiles: { path: '/updated-profiles', getHref: () => '/updated-profiles' },
  rereviewRequests: { path: '/rereview-requests', getHref: () => '/rereview-requests' },
  settings: { path: '/settings', getHref: () => '/settings' },
  reviewProfile: reviewStep('profile'),
  reviewServices: reviewStep('services'),
  reviewReport: reviewStep('report'),
} as const;
