// The guard of the signed-in screens: loads the reviewer profile behind a full-screen spinner, and
// ends the session (session-end.ts) when there is none, or when any call answers 401. Any other
// failure (a 500, a time-out) is said with Retry: signing in again would not help.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { ReviewerProfile } from '@shared/api/schemas';
import { useReviewerProfile } from '@renderer/lib/api/reviewer-profile';
import { useSessionEndOn401 } from '../hooks/use-session-end-on-401';
import { guardView, sessionEnd, type SessionEndCause } from '../lib/session-end';

export function FullScreenLoading() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('loading')}</Text>
      </Stack>
    </Center>
  );
}

export function RequireReviewer({ children }: { children: (profile: ReviewerProfile) => ReactNode }) {
  useSessionEndOn401();
  const profile = useReviewerProfile();
  const view = guardView(profile);
  switch (view.show) {
    case 'loading':
      return <FullScreenLoading />;
    case 'load-failed':
      return <ProfileLoadFailed retrying={profile.isFetching} onRetry={() => void profile.refetch()} />;
    case 'session-ended':
      return <EndSession cause={view.cause} />;
    case 'signed-in':
      return <>{children(view.profile)}</>;
  }
}

/** To the login screen, replacing history and remembering where the reviewer was going. */
function EndSession({ cause }: { cause: SessionEndCause }) {
  const { pathname, search } = useLocation();
  // One object per address: <Navigate> navigates again each time its state is a new object.
  const end = useMemo(() => sessionEnd(cause, { pathname, search }), [cause, pathname, search]);
  return <Navigate to={end.to} replace state={end.state} />;
}

function ProfileLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Center h="100vh" p="md">
      <Alert color="red" title={t('guard.failedTitle')} maw={480} data-testid="profile-load-failed">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('guard.failedMessage')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
            {t('guard.retry')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
