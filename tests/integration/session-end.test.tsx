// The login screen a 401 leads to, against the demo API in process: it says the session expired only
// when a session had been signed in, never on a first visit without one.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@renderer/lib/paths';
import { createWebPlatform } from '@renderer/lib/platform/web-platform';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { renderRoute } from '../unit/renderer/render-app';
import { inProcessDemoApi } from '../../tooling/harness/in-process-demo-api';
import { signedIn, useIntegrationEnvironment } from './signed-in';

const EXPIRED = 'Your session has expired. Please sign in again.';
const UPDATED = paths.updatedProfiles.getHref();

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Login to your Dashboard' });

function signInOnScreen() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
    target: { value: DEMO_CREDENTIALS.email },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_CREDENTIALS.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
}

type Router = ReturnType<typeof renderRoute>['router'];

/** The login screen with every redirect done, so a message still to come would be there now. */
async function settledOnLogin(router: Router) {
  await loginHeading();
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(paths.login.getHref());
    expect(router.state.navigation.state).toBe('idle');
  });
}

useIntegrationEnvironment();

describe('the login screen after a 401', () => {
  it('on a first visit without a session, signs in without saying a session expired', async () => {
    const errors = vi.spyOn(console, 'error');
    const demo = inProcessDemoApi();
    const { transport } = createWebPlatform({ storage: localStorage, fetch: demo.fetch });
    const { router } = renderRoute(UPDATED, undefined, transport);

    await settledOnLogin(router);
    expect(demo.requests().some((r) => r.path === '/reviewer/profile')).toBe(true);
    expect(screen.queryByText(EXPIRED)).toBeNull();
    // The guard redirects once: a redirect repeated on every render while the login screen loads
    // is stopped by React with this error.
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('Maximum update depth'));

    // The screen is the guard's redirect: signing in goes back where the reviewer was going.
    signInOnScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated Profiles' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(UPDATED);
  });

  it('after a session that had signed in, says it expired, once, and signs in back where it was', async () => {
    const { transport } = await signedIn();
    const { router } = renderRoute(UPDATED, undefined, transport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated Profiles' })).toBeTruthy();

    // Signed out in another tab: this one's next call, the Agencies list's rows, answers 401.
    await transport.call('logout');
    await router.navigate(paths.agencies.getHref());
    await settledOnLogin(router);
    expect(screen.getAllByText(EXPIRED)).toHaveLength(1);
    expect(screen.getByText(EXPIRED).closest('[role="alert"]')).not.toBeNull();

    signInOnScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencies' })).toBeTruthy();
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });
});
