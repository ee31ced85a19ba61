// A 401 from any call while the guarded screens are open ends the session: to the login screen once,
// remembering where the reviewer was, the cached answers forgotten once those screens are gone, what
// the app knows about itself and the drafts kept.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '@shared/ipc/draft-keys';
import { AppProviders } from '@renderer/app/providers';
import { routes } from '@renderer/app/router';
import { initI18n } from '@renderer/lib/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { queryKeys } from '@renderer/lib/query-keys';
import type { Transport } from '@renderer/lib/platform/platform';
import { fakePlatform } from '../fake-platform';
import { installBrowserShims, signedInTransport } from '../render-app';

const UPDATED = { pathname: '/updated-profiles', search: '?tab=1' };

/** A signed-in backend whose 401 event the test raises, as any call answered 401 would. */
function transportWith401(overrides: Parameters<typeof signedInTransport>[0] = {}) {
  const listeners = new Set<() => void>();
  const transport: Transport = {
    ...signedInTransport(overrides),
    onAuthError: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const answer401 = () => act(() => listeners.forEach((listener) => listener()));
  return { transport, answer401 };
}

function renderGuarded(transport: Transport) {
  const platform = fakePlatform({ transport });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [UPDATED.pathname + UPDATED.search] });
  render(
    <AppProviders platform={platform} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { platform, queryClient, router };
}

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Login to your Dashboard' });

beforeEach(async () => {
  installBrowserShims();
  localStorage.clear();
  await initI18n('en');
});

afterEach(() => vi.unstubAllGlobals());

describe('a 401 while signed in', () => {
  it('sends the reviewer to sign in once, replacing the address, remembered with its query', async () => {
    const { transport, answer401 } = transportWith401();
    const { router } = renderGuarded(transport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated Profiles' })).toBeTruthy();
    const addresses = new Set<string>();
    router.subscribe(({ location }) => addresses.add(location.key));
    addresses.add(router.state.location.key);

    answer401();
    answer401();
    await loginHeading();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toStrictEqual({ from: UPDATED, sessionExpired: true });
    // The guarded address, then the login screen: one navigation.
    expect(addresses.size).toBe(2);
    expect(screen.getAllByText('Your session has expired. Please sign in again.')).toHaveLength(1);
  });

  it('forgets the cached answers once the guarded screens are gone, keeping app info and drafts', async () => {
    const { transport, answer401 } = transportWith401();
    const { platform, queryClient, router } = renderGuarded(transport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated Profiles' })).toBeTruthy();
    queryClient.setQueryData(queryKeys.appInfo, { apiConfigured: true });
    const key = draftKey('r1', 'profile');
    await platform.drafts.save(key, { notes: 'kept' }, 'reviewer@demo.test');
    // What a guard still on screen would see as the login screen's address arrives.
    let profileAtLogin: unknown = 'not seen';
    router.subscribe((state) => {
      if (state.location.pathname === '/login' && profileAtLogin === 'not seen')
        profileAtLogin = queryClient.getQueryData(queryKeys.reviewerProfile);
    });

    answer401();
    await loginHeading();
    expect(profileAtLogin).toMatchObject({ email: 'reviewer@demo.test' });
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.reviewerProfile)).toBeUndefined());
    expect(queryClient.getQueryData(queryKeys.updatedProfiles)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.appInfo)).toEqual({ apiConfigured: true });
    expect((await platform.drafts.load(key, 'reviewer@demo.test'))?.value).toEqual({ notes: 'kept' });
  });

  it('before any profile loaded, signs in without saying a session expired', async () => {
    const { transport, answer401 } = transportWith401({ reviewerProfile: () => new Promise(() => {}) });
    const { router } = renderGuarded(transport);
    expect(await screen.findByText('Loading...')).toBeTruthy();

    answer401();
    await loginHeading();
    expect(router.state.location.state).toStrictEqual({ from: UPDATED, sessionExpired: false });
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  });
});
