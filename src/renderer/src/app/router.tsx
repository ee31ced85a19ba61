import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { PageFrame } from './routes/page-frame';
import { screens } from './screens';
import type { PageHandle, PageTitleKey } from './use-page-focus-and-title';

const page = (title: PageTitleKey): PageHandle => ({ title });

/** A route's screen from its chunk: the router fetches it before it leaves the current screen. */
const lazyScreen =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

// Before the first screen's chunk arrives: nothing, as before the app's first paint.
const NothingYet = () => null;

export const routes: RouteObject[] = [
  {
    // Every screen: its window title, and focus on its heading after each navigation.
    element: <PageFrame />,
    HydrateFallback: NothingYet,
    children: [
      // Auth screens: not behind the guard.
      {
        path: paths.login.path,
        lazy: lazyScreen(screens.login, (m) => m.LoginPage),
        handle: page('auth:login.title'),
      },
      {
        path: paths.forgotPassword.path,
        lazy: lazyScreen(screens.forgotPassword, (m) => m.ForgotPasswordPage),
        handle: page('auth:forgotPassword.title'),
      },
      {
        path: paths.otp.path,
        lazy: lazyScreen(screens.otp, (m) => m.OtpPage),
        handle: page('auth:otp.title'),
      },
      {
        path: paths.resetPassword.path,
        lazy: lazyScreen(screens.resetPassword, (m) => m.ResetPasswordPage),
        handle: page('auth:resetPassword.title'),
      },
      // Guarded screens, inside the guard and the layout.
      {
        lazy: lazyScreen(screens.guardedLayout, (m) => m.GuardedLayout),
        children: [
          {
            path: paths.agencies.path,
            lazy: lazyScreen(screens.agencies, (m) => m.AgenciesPage),
            handle: page('queues:agencies.title'),
          },
          {
            path: paths.updatedProfiles.path,
            lazy: lazyScreen(screens.updatedProfiles, (m) => m.UpdatedProfilesPage),
            handle: page('queues:updatedProfiles.title'),
          },
          {
            path: paths.rereviewRequests.path,
            lazy: lazyScreen(screens.rereviewRequests, (m) => m.RereviewRequestsPage),
            handle: page('queues:rereviewRequests.title'),
          },
          {
            path: paths.settings.path,
            lazy: lazyScreen(screens.settings, (m) => m.SettingsPage),
            handle: page('settings:title'),
          },
          {
            path: paths.reviewProfile.path,
            lazy: lazyScreen(screens.reviewSteps, (m) => m.ReviewProfileStep),
            handle: page('review:profile.title'),
          },
          {
            path: paths.reviewServices.path,
            lazy: lazyScreen(screens.reviewSteps, (m) => m.ReviewServicesStep),
            handle: page('review:services.title'),
          },
          {
            path: paths.reviewReport.path,
            lazy: lazyScreen(screens.report, (m) => m.ReportPage),
            handle: page('report:title'),
          },
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
