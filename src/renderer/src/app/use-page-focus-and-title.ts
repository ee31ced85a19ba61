// Every screen names itself in the window title, and each navigation starts reading at its heading.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { focusPageHeading } from '@renderer/lib/focus-page-heading';

export type PageTitleKey =
  | 'auth:login.title'
  | 'auth:forgotPassword.title'
  | 'auth:otp.title'
  | 'auth:resetPassword.title'
  | 'queues:agencies.title'
  | 'queues:updatedProfiles.title'
  | 'queues:rereviewRequests.title'
  | 'review:profile.title'
  | 'review:services.title'
  | 'report:title'
  | 'settings:title';

/** What a route tells the frame about its screen (React Router's route `handle`). */
export interface PageHandle {
  title: PageTitleKey;
}

const pageHandle = (handle: unknown): PageHandle | undefined =>
  handle && typeof handle === 'object' && 'title' in handle ? (handle as PageHandle) : undefined;

export function useDocumentTitle() {
  const { t } = useTranslation(['common', 'auth', 'queues', 'review', 'report', 'settings']);
  const titleKey = useMatches()
    .map((match) => pageHandle(match.handle)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = titleKey ? t('documentTitle', { page: t(titleKey), app: t('appName') }) : t('appName');
  }, [t, titleKey]);
}

export function useHeadingFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    // The first screen of a visit keeps the browser's own starting point (and its autofocus).
    if (before === null || before === pathname) return undefined;
    return focusPageHeading();
  }, [pathname]);
}
