// Signed in on the desktop: the sidebar's counts go to main for the dock or taskbar and its
// notifications, read again every minute while either switch is on (in the background too, where the
// notifications matter); a selected notification opens its queue as any link would, asking about
// unsaved changes first. Unmounted on sign-out (or a 401): main clears the count then.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { isWaitingQueue } from '@shared/ipc/reviews-waiting';
import { dashboardStatsQueryOptions } from '@renderer/lib/api/review-lists';
import { useDesktopPreferences } from '@renderer/lib/hooks/use-desktop-preferences';
import { paths } from '@renderer/lib/paths';
import type { PlatformReviewsWaiting } from '@renderer/lib/platform/platform';
import { usePlatform, useTransport } from '@renderer/lib/platform/platform-context';
import {
  pollIntervalAfter,
  REVIEWS_WAITING_POLL_MS,
  reviewsWaitingOf,
} from '@renderer/lib/reviews-waiting/reviews-waiting';

export function ReviewsWaitingOnDesktop({ pollMs = REVIEWS_WAITING_POLL_MS }: { pollMs?: number }) {
  const { reviewsWaiting } = usePlatform();
  return reviewsWaiting ? <SendReviewsWaiting to={reviewsWaiting} pollMs={pollMs} /> : null;
}

function SendReviewsWaiting({ to, pollMs }: { to: PlatformReviewsWaiting; pollMs: number }) {
  const transport = useTransport();
  const navigate = useNavigate();
  const preferences = useDesktopPreferences();
  const on = preferences.loaded && (preferences.value.queueCount || preferences.value.notifyNewReviews);
  // The sidebar's own query: one call serves both, and the sidebar's counts follow the polls.
  const stats = useQuery({
    ...dashboardStatsQueryOptions(transport),
    refetchInterval: on ? (query) => pollIntervalAfter(query.state.error, pollMs) : false,
    refetchIntervalInBackground: true,
  });
  const { loaded, value } = preferences;
  // A new value only when the stats or the switches change (both keep their objects until then);
  // main compares each count with the one before.
  const waiting = useMemo(
    () => (loaded ? reviewsWaitingOf(stats.data, value) : undefined),
    [loaded, stats.data, value],
  );
  useEffect(() => {
    if (waiting !== undefined) to.show(waiting).catch(logNotShown);
  }, [to, waiting]);
  useEffect(() => () => void to.show(null).catch(logNotShown), [to]);

  useEffect(
    () =>
      to.onOpenQueue((queue) => {
        if (!isWaitingQueue(queue)) return;
        void navigate(queue === 'agencies' ? paths.agencies.getHref() : paths.updatedProfiles.getHref());
      }),
    [to, navigate],
  );
  return null;
}

const logNotShown = (error: unknown) => console.error('The count of reviews waiting was not shown', error);
