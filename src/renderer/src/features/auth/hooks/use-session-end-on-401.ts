// A 401 on any call while the guarded screens are open ends the session, as session-end.ts decides:
// to the login screen, remembering where the reviewer was, the cached answers forgotten on the way.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetSessionData } from '@renderer/lib/api/session-data';
import { queryKeys } from '@renderer/lib/query-keys';
import { useTransport } from '@renderer/lib/platform/platform-context';
import { sessionEnd, type Whereabouts } from '../lib/session-end';

export function useSessionEndOn401(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const where = useRef<Whereabouts>({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    where.current = { pathname: location.pathname, search: location.search };
  }, [location.pathname, location.search]);

  // Forgotten when the guarded screens unmount, not before: a guard still on screen (the router
  // commits the login screen in a transition, after its address) would otherwise see no profile and
  // send the reviewer to sign in again without saying the session expired.
  const forgetOnUnmount = useRef(false);
  useEffect(
    () => () => {
      if (forgetOnUnmount.current) forgetSessionData(queryClient);
    },
    [queryClient],
  );

  useEffect(() => {
    // Several calls may answer 401 at once: the first ends the session, once.
    let ended = false;
    return transport.onAuthError(() => {
      if (ended) return;
      ended = true;
      // Only a session that had signed in can expire; a first visit without one just signs in.
      const signedIn = queryClient.getQueryData(queryKeys.reviewerProfile) !== undefined;
      const end = sessionEnd(signedIn ? 'expired' : 'unauthorized', where.current);
      forgetOnUnmount.current = end.forgetsSessionData;
      void navigate(end.to, { replace: true, state: end.state });
    });
  }, [navigate, queryClient, transport]);
}
