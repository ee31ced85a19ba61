import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { AgenciesPage } from '@renderer/features/queues/components/agencies-page';
import { RereviewRequestsPage } from '@renderer/features/queues/components/rereview-requests-page';
import { UpdatedProfilesPage } from '@renderer/features/queues/components/updated-profiles-page';
import { paths } from '@renderer/lib/paths';
import { ForgotPasswordPage } from '@renderer/features/auth/components/forgot-password-page';
import { LoginPage } from '@renderer/features/auth/components/login-page';
import { OtpPage } from '@renderer/features/auth/components/otp-page';
import { ResetPasswordPage } from '@renderer/features/auth/components/reset-password-page';
import { ReportPage } from '@renderer/features/review/components/report-page';
import { ReviewProfileStep, ReviewServicesStep } from '@renderer/features/review/components/review-step-page';
import { GuardedLayout } from './routes/guarded-layout';
import { PageFrame } from './routes/page-frame';
import type { PageHandle, PageTitleKey } from './use-page-focus-and-title';

const page = (title: PageTitleKey): PageHandle => ({ title });

export const routes: RouteObject[] = [
  {
    // Every screen: its window title, and focus on its heading after each navigation.
    element: <PageFrame />,
    children: [
      // Auth screens: not behind the guard.
      { path: paths.login.path, element: <LoginPage />, handle: page('auth:login.title') },
      {
        path: paths.forgotPassword.path,
        element: <ForgotPasswordPage />,
        handle: page('auth:forgotPassword.title'),
      },
      { path: paths.otp.path, element: <OtpPage />, handle: page('auth:otp.title') },
      {
        path: paths.resetPassword.path,
        element: <ResetPasswordPage />,
        handle: page('auth:resetPassword.title'),
      },
      // Guarded screens, inside the guard and the layout.
      {
        element: <GuardedLayout />,
        children: [
          { path: paths.agencies.path, element: <AgenciesPage />, handle: page('queues:agencies.title') },
          {
            path: paths.updatedProfiles.path,
            element: <UpdatedProfilesPage />,
            handle: page('queues:updatedProfiles.title'),
          },
          {
            path: paths.rereviewRequests.path,
            element: <RereviewRequestsPage />,
            handle: page('queues:rereviewRequests.title'),
          },
          {
            path: paths.reviewProfile.path,
            element: <ReviewProfileStep />,
            handle: page('review:profile.title'),
          },
          {
            path: paths.reviewServices.path,
            element: <ReviewServicesStep />,
            handle: page('review:services.title'),
          },
          { path: paths.reviewReport.path, element: <ReportPage />, handle: page('report:title') },
        ],
      },
      // Section 2: the Agencies list is also the fallback for any unknown path.
      { path: '*', element: <Navigate to={paths.agencies.getHref()} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
