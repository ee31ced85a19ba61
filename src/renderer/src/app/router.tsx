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

export const routes: RouteObject[] = [
  // Auth screens: not behind the guard.
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
  { path: paths.otp.path, element: <OtpPage /> },
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  // Guarded screens, inside the guard and the layout.
  {
    element: <GuardedLayout />,
    children: [
      { path: paths.agencies.path, element: <AgenciesPage /> },
      { path: paths.updatedProfiles.path, element: <UpdatedProfilesPage /> },
      { path: paths.rereviewRequests.path, element: <RereviewRequestsPage /> },
      { path: paths.reviewProfile.path, element: <ReviewProfileStep /> },
      { path: paths.reviewServices.path, element: <ReviewServicesStep /> },
      { path: paths.reviewReport.path, element: <ReportPage /> },
    ],
  },
  // Section 2: the Agencies list is also the fallback for any unknown path.
  { path: '*', element: <Navigate to={paths.agencies.getHref()} replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
