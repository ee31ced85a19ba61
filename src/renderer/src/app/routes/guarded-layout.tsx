// Every guarded screen: the guard, the 401 redirect and the app layout around the route's screen.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireReviewer } from '@renderer/features/auth/components/require-reviewer';
import { AppLayout } from '@renderer/features/layout/components/app-layout';
import { queriesInFlight } from '@renderer/lib/query-client';
import { prefetchWhenIdle } from '../prefetch-when-idle';
import { screensAfterSignIn } from '../screens';
import { useAuthErrorRedirect } from '../use-auth-error-redirect';

export function GuardedLayout() {
  useAuthErrorRedirect();
  return (
    <RequireReviewer>
      {(profile) => (
        <AppLayout profile={profile}>
          <PrefetchGuardedScreens />
          <Outlet />
        </AppLayout>
      )}
    </RequireReviewer>
  );
}

/**
 * Signed in: the other guarded screens' code arrives while the reviewer reads this one, once its
 * answers are in and shown (a queue of 10,000 arrives a few hundred milliseconds after the screen).
 */
function PrefetchGuardedScreens() {
  const queryClient = useQueryClient();
  useEffect(
    () => prefetchWhenIdle(screensAfterSignIn, { busy: queriesInFlight(queryClient) }),
    [queryClient],
  );
  return null;
}
