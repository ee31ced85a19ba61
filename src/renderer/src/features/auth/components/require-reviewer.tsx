// The guard: loads the reviewer profile behind a full-screen spinner; no session (a 401) or an empty
// profile sends the reviewer to /login, replacing history and remembering where they were going.
// Any other failure (a 500, a time-out) is said with Retry: signing in again would not help.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { ReviewerProfile } from '@shared/api/schemas';
import { isApiError } from '@shared/api/result';
import { useReviewerProfile } from '@renderer/lib/api/reviewer-profile';
import { paths } from '@renderer/lib/paths';
import type { ReturnTargetState } from '../lib/return-target';

const isEmptyProfile = (profile: ReviewerProfile | undefined) =>
  !profile || !(profile.email || profile.firstName || profile.lastName);

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
  const { pathname, search } = useLocation();
  const profile = useReviewerProfile();
  // One object per address: <Navigate> navigates again each time its state is a new object.
  const returnTo = useMemo<ReturnTargetState>(() => ({ from: { pathname, search } }), [pathname, search]);

  if (profile.isPending) return <FullScreenLoading />;
  const signedOut = isApiError(profile.error) && profile.error.status === 401;
  if (!profile.data && profile.isError && !signedOut) {
    return <ProfileLoadFailed retrying={profile.isFetching} onRetry={() => void profile.refetch()} />;
  }
  // A failed background refresh keeps the reviewer where they are (a 401 has its own redirect);
  // only a profile that never loaded, or loaded empty, sends them to sign in.
  if (!profile.data || isEmptyProfile(profile.data)) {
    return <Navigate to={paths.login.getHref()} replace state={returnTo} />;
  }
  return <>{children(profile.data)}</>;
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
