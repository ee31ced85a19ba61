// Links the OS hands the desktop app: opened as a navigation, or, bound for a sign-in or recovery
// screen, kept for the sign-in (lib/link-after-sign-in.ts) so the screen and what was typed stay.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { LinkArrival } from '@shared/review-link';
import { AppProviders } from '@renderer/app/providers';
import { useOpenedLinks } from '@renderer/app/use-opened-links';
import { forgetSessionData } from '@renderer/lib/api/session-data';
import { useLinkAfterSignIn } from '@renderer/lib/link-after-sign-in';
import { paths } from '@renderer/lib/paths';
import { createQueryClient } from '@renderer/lib/query-client';
import { reviewHrefOf } from '@renderer/lib/review-links';
import { fakePlatform } from '../fake-platform';

const TARGET = { agencyId: 'agency-1', reviewId: 'review-1', step: 'profile' } as const;
const REVIEW = reviewHrefOf(TARGET);

function Frame() {
  useOpenedLinks();
  return (
    <>
      <Outlet />
      <output data-testid="where">{useLocation().pathname}</output>
    </>
  );
}

/** The app's frame on `at`, with a route whose code never arrives (a screen still loading). */
function renderAt(at: string) {
  let waiting: LinkArrival | null = null;
  const listeners = new Set<() => void>();
  const links = {
    take: async () => {
      const taken = waiting;
      waiting = null;
      return taken;
    },
    onArrived: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <p>queue</p> },
          { path: paths.login.path, element: <p>login</p> },
          { path: paths.forgotPassword.path, element: <p>recovery</p> },
          { path: '/loading', lazy: () => new Promise<never>(() => {}) },
          { path: paths.reviewProfile.path, element: <p>review</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <AppProviders platform={fakePlatform({ links })} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const deliver = async (arrival: LinkArrival) => {
    waiting = arrival;
    await act(async () => listeners.forEach((listener) => listener()));
  };
  return { router, deliver };
}

const where = () => screen.getByTestId('where').textContent;

describe('a link the OS hands the app', () => {
  afterEach(() => void useLinkAfterSignIn.setState({ href: null }));

  it('opens its review from a signed-in screen', async () => {
    const { deliver } = renderAt('/');
    await deliver({ kind: 'review', target: TARGET });
    expect(where()).toBe(REVIEW);
    expect(useLinkAfterSignIn.getState().href).toBeNull();
  });

  it.each([paths.login.path, paths.forgotPassword.path])(
    'waits for the sign-in on %s, which stays',
    async (screenPath) => {
      const { deliver } = renderAt(screenPath);
      await deliver({ kind: 'review', target: TARGET });
      expect(where()).toBe(screenPath);
      expect(useLinkAfterSignIn.getState().take()).toBe(REVIEW);
    },
  );

  it('opens from the login screen when the app is already on its way to a signed-in screen', async () => {
    const { router, deliver } = renderAt(paths.login.path);
    // Just signed in: the next screen's code is still loading, the login screen still shown.
    await act(async () => void router.navigate('/loading'));
    expect(router.state.navigation.location?.pathname).toBe('/loading');
    await deliver({ kind: 'review', target: TARGET });
    expect(where()).toBe(REVIEW);
    expect(useLinkAfterSignIn.getState().href).toBeNull();
  });

  it('is forgotten with the rest of a session', () => {
    useLinkAfterSignIn.getState().keep(REVIEW);
    forgetSessionData(createQueryClient());
    expect(useLinkAfterSignIn.getState().href).toBeNull();
  });
});
