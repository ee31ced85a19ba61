// Every guarded screen: the guard, the 401 redirect and the app layout around the route's screen.
import { Outlet } from 'react-router-dom';
import { RequireReviewer } from '@renderer/features/auth/components/require-reviewer';
import { AppLayout } from '@renderer/features/layout/components/app-layout';
import { useAuthErrorRedirect } from '../use-auth-error-redirect';

export function GuardedLayout() {
  useAuthErrorRedirect();
  return (
    <RequireReviewer>
      {(profile) => (
        <AppLayout profile={profile}>
          <Outlet />
        </AppLayout>
      )}
    </RequireReviewer>
  );
}
