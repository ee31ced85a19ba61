// Any 401 on any call while signed in: back to /login, remembering where the reviewer was, and
// every cached answer forgotten.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetSessionData } from '@renderer/lib/api/session-data';
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

  useEffect(
    () =>
      transport.onAuthError(() => {
        void navigate(paths.login.getHref(), { replace: true, state: { from: where.current } });
        // After the guarded screens have unmounted, so nothing refetches into the next 401.
        window.setTimeout(() => forgetSessionData(queryClient), 0);
      }),
    [navigate, queryClient, transport],
  );
}
