// What the first render waits for, so that it is the first screen itself: the language (no Arabic page
// flashes left to right), whether a backend is configured (no spinner flashes before the login form),
// and the first screen's chunk (the router has it). On a sign-in URL the app renders once instead of
// three times, the form itself. (The desktop opens on the Agencies list, whose guard shows its own
// spinner while it asks who is signed in, then sends a signed-out reviewer to the login.) None of it
// may keep the window blank for long: after FIRST_RENDER_WAIT_MS the app renders anyway, with its
// spinner or an empty page until they arrive.
import type { QueryClient } from '@tanstack/react-query';
import { backendStatusQueryOptions } from '@renderer/lib/platform/backend-status';
import type { Platform } from '@renderer/lib/platform/platform';
import type { createAppRouter } from './router';

type Router = Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>;

export const FIRST_RENDER_WAIT_MS = 2_000;

/** Resolves once the router has loaded the first route's screen, or failed to (its error is a screen too). */
export function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

interface FirstRender {
  platform: Platform;
  queryClient: QueryClient;
  router: Router;
  /** The language's own start (i18n), which the first render always waits for. */
  language: Promise<unknown>;
}

/**
 * Resolves when the first render can show the first screen. The backend's status lands in the query
 * cache (a failed check stays to be retried by the screen that asks, as before).
 */
export async function beforeFirstRender(
  { platform, queryClient, router, language }: FirstRender,
  waitMs = FIRST_RENDER_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const enough = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  // Without a configured backend the first screen is the one that says so, not the router's.
  const status = backendStatusQueryOptions(platform);
  const ready = queryClient
    .prefetchQuery(status)
    .then(() =>
      queryClient.getQueryData(status.queryKey)?.apiConfigured === false ? undefined : routerReady(router),
    );
  try {
    await Promise.all([language, Promise.race([ready, enough])]);
  } finally {
    clearTimeout(timer);
  }
}
