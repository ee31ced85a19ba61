// Every guarded screen: the guard (which also ends the session on a 401), the keyboard shortcuts'
// listener and the app layout around the route's screen.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireReviewer } from '@renderer/features/auth/components/require-reviewer';
import { AppLayout } from '@renderer/features/layout/components/app-layout';
import { HeldConclusions } from '@renderer/features/review/components/held-conclusions';
import { queriesInFlight } from '@renderer/lib/query-client';
import { listenForShortcuts } from '@renderer/lib/shortcuts/shortcut-registry';
import { prefetchWhenIdle } from '../prefetch-when-idle';
import { ReviewsWaitingOnDesktop } from '../reviews-waiting-on-desktop';
import { screensAfterSignIn } from '../screens';

export function GuardedLayout() {
  // Every screen with shortcuts is a guarded one: the sign-in screens pay nothing for a key.
  useEffect(() => listenForShortcuts(window), []);
  return (
    <RequireReviewer>
      {(profile) => (
        <AppLayout profile={profile}>
          <PrefetchGuardedScreens />
          {/* The dock or taskbar's count and notifications, while signed in. */}
          <ReviewsWaitingOnDesktop />
          {/* A conclusion in its undo window outlives its report. */}
          <HeldConclusions />
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
