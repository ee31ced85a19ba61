// Any 401 on any call while signed in: back to /login, remembering where the reviewer was and
// saying the session expired, and every cached answer forgotten.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetSessionData } from '@renderer/lib/api/session-data';
import type { ReturnTargetState } from '@renderer/features/auth/lib/return-target';
import { queryKeys } from '@renderer/lib/query-keys';
import { paths } from '@renderer/lib/paths';
import { useTransport } from '@renderer/lib/platform/platform-context';

export function useAuthErrorRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const where = useRef({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    where.current = { pathname: location.pathname, search: location.search };
  }, [location.pathname, location.search]);

  // Forgotten when the guarded screens unmount, not before: a guard still on screen (the router
  // commits the login screen in a transition, after its address) would otherwise see no profile and
  // send the reviewer to sign in again without saying the session expired.
  const signedOut = useRef(false);
  useEffect(
    () => () => {
      if (signedOut.current) forgetSessionData(queryClient);
    },
    [queryClient],
  );

  useEffect(() => {
    // Several calls may answer 401 at once: the first sends the reviewer to sign in, once.
    let sent = false;
    return transport.onAuthError(() => {
      if (sent) return;
      sent = true;
      signedOut.current = true;
      // Only a session that had signed in can expire; a first visit without one just signs in.
      const sessionExpired = queryClient.getQueryData(queryKeys.reviewerProfile) !== undefined;
      const state: ReturnTargetState = { from: where.current, sessionExpired };
      void navigate(paths.login.getHref(), { replace: true, state });
    });
  }, [navigate, queryClient, transport]);
}
