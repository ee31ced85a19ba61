import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/result';
import type { AppInfo } from '@shared/ipc/contract';
import { paths } from '@renderer/lib/paths';
import { AppProviders } from '@renderer/app/providers';
import { ConfigGate } from '@renderer/features/config/components/config-gate';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';
import { renderRoute, signedInTransport } from './render-app';

const httpError = (status: number) => new ApiError({ status, kind: 'http', message: `HTTP ${status}` });

describe('the routes of section 2', () => {
  it.each([
    ['/login', 'Login to your Dashboard'],
    ['/forgot-password', 'Reset Your Password'],
    ['/', 'Agencies'],
    ['/updated-profiles', 'Updated Profiles'],
    ['/rereview-requests', 'Rereview Requests'],
    ['/agency/a1/review/r1/profile', 'Agency Profile'],
    ['/agency/a1/review/r1/services?source=updated', 'Agency Services'],
    ['/agency/a1/review/r1/report', 'Review Report'],
  ])('%s shows the screen titled "%s"', async (path, title) => {
    renderRoute(path);
    // A review step's loading frame bears the same title, then gives way to the step's own heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument());
  });

  it.each([
    ['/otp', 'Verify Your Account'],
    ['/reset-password', 'Reset Your Password'],
  ])('%s with a carried email shows the screen titled "%s"', async (path, title) => {
    renderRoute(path, { email: 'reviewer@demo.test' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends a guarded route to /login when the reviewer profile does not load', async () => {
    const transport = signedInTransport({ reviewerProfile: () => Promise.reject(httpError(401)) });
    const { router } = renderRoute('/updated-profiles', undefined, transport);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login to your Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/updated-profiles', search: '' } });
  });

  it('says a profile that failed for another reason (500), with Retry, and stays where it was', async () => {
    let answers = 0;
    const transport = signedInTransport({
      reviewerProfile: () =>
        ++answers === 1
          ? Promise.reject(httpError(500))
          : Promise.resolve({ firstName: 'Layla', lastName: 'Haddad', email: 'reviewer@demo.test' }),
    });
    const { router } = renderRoute('/updated-profiles', undefined, transport);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/updated-profiles');

    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated Profiles' })).toBeInTheDocument();
  });

  it('renders the report and its conclusion box without the router error screen', async () => {
    renderRoute('/agency/a1/review/r1/report');
    expect(await screen.findByRole('textbox', { name: 'Anonymous Conclusion' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('falls back to the Agencies list for an unknown path', async () => {
    const { router } = renderRoute('/no/such/screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencies' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('builds review links with encoded ids and the updated-profiles flag', () => {
    expect(paths.reviewProfile.getHref('a/1', 'r 2', 'updated')).toBe(
      '/agency/a%2F1/review/r%202/profile?source=updated',
    );
    expect(paths.reviewReport.getHref('a1', 'r1')).toBe('/agency/a1/review/r1/report');
  });
});

function renderGate(info: Partial<AppInfo> | null) {
  // The desktop platform asks main; web mode (no bridge) always has its /api proxy.
  const platform = info
    ? fakePlatform({ backendStatus: vi.fn(async () => ({ apiSource: 'none', ...info }) as AppInfo) })
    : fakePlatform();
  return render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <ConfigGate>
        <h1>The console</h1>
      </ConfigGate>
    </AppProviders>,
  );
}

describe('the configuration screen', () => {
  it('replaces the app when the desktop build has no backend URL', async () => {
    renderGate({ apiConfigured: false });
    expect(await screen.findByRole('heading', { name: 'Backend not configured' })).toBeInTheDocument();
    expect(screen.getByText(/show this screen to IT/)).toBeInTheDocument();
    expect(screen.getByText('{ "apiUrl": "https://…" }')).toBeInTheDocument();
    expect(screen.queryByText('The console')).not.toBeInTheDocument();
  });

  it('lets the app through when the backend is configured', async () => {
    renderGate({ apiConfigured: true });
    expect(await screen.findByRole('heading', { name: 'The console' })).toBeInTheDocument();
  });

  it('is never shown in web mode, where the /api proxy is the backend', async () => {
    renderGate(null);
    expect(await screen.findByRole('heading', { name: 'The console' })).toBeInTheDocument();
  });
});
