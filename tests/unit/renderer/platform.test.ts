import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiResult } from '@shared/api/result';
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import { choosePlatform } from '@renderer/lib/platform/choose-platform';
import { createBridgeTransport } from '@renderer/lib/platform/desktop-platform';
import { CSRF_STORAGE_KEY, createWebTransport } from '@renderer/lib/platform/web-platform';
import { LANGUAGE_STORAGE_KEY } from '@renderer/lib/language-storage';

function fakeBridge(answer: ApiResult<unknown>) {
  let authListener: (() => void) | undefined;
  const bridge = {
    api: { call: vi.fn(async () => answer) },
    app: { onUpdateReady: vi.fn(() => () => undefined) },
    onAuthError: vi.fn((listener: () => void) => {
      authListener = listener;
      return () => undefined;
    }),
  } as unknown as ReviewConsoleBridge;
  return { bridge, raiseAuthError: () => authListener?.() };
}

interface Seen {
  url: string;
  headers: Headers;
  credentials?: RequestCredentials;
}

/** A same-origin backend as the page's fetch sees it. */
function fakeFetch(profileStatus: number) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, headers: new Headers(init?.headers), credentials: init?.credentials });
    if (url === '/api/csrf/token') return Response.json({ csrfToken: 'token-1' });
    if (profileStatus !== 200) return Response.json({ message: 'Unauthorized' }, { status: profileStatus });
    return Response.json({ data: { firstName: 'Layla', lastName: 'Haddad', email: 'l@demo.test' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('with window.reviewConsole present, the transport is the bridge', () => {
  it('sends the call through the bridge and returns the unwrapped value', async () => {
    const profile = { firstName: 'Layla', lastName: 'Haddad', email: 'l@demo.test' };
    const { bridge } = fakeBridge({ ok: true, data: profile });
    const transport = createBridgeTransport(bridge);

    await expect(transport.call('reviewerProfile')).resolves.toEqual(profile);
    await transport.call('reviewDetails', { agencyId: 'a 1' });
    expect(bridge.api.call).toHaveBeenNthCalledWith(1, 'reviewerProfile');
    expect(bridge.api.call).toHaveBeenNthCalledWith(2, 'reviewDetails', { agencyId: 'a 1' });
  });

  it('turns an error result into a thrown ApiError with its status, kind and message', async () => {
    const { bridge } = fakeBridge({
      ok: false,
      error: { status: 404, kind: 'http', message: 'No such agency' },
    });
    const error = await createBridgeTransport(bridge)
      .call('agencyDetails', { agencyId: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, kind: 'http', message: 'No such agency' });
  });

  it('raises the auth-error event when main reports a 401', () => {
    const { bridge, raiseAuthError } = fakeBridge({ ok: true, data: {} });
    const listener = vi.fn();
    createBridgeTransport(bridge).onAuthError(listener);
    raiseAuthError();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('without window.reviewConsole, the transport is fetch to /api', () => {
  it('fetches the CSRF token first, keeps it in local storage and sends it with cookies and the UI language', async () => {
    const { fetch, seen } = fakeFetch(200);
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');

    const profile = await createWebTransport().call('reviewerProfile');

    expect(profile).toEqual({ firstName: 'Layla', lastName: 'Haddad', email: 'l@demo.test' });
    expect(seen.map((request) => request.url)).toEqual(['/api/csrf/token', '/api/reviewer/profile']);
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBe('token-1');
    const call = seen[1];
    expect(call.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(call.headers.get('Accept-Language')).toBe('ar');
    expect(call.credentials).toBe('include');
  });

  it('sends Accept-Language en when no language is stored', async () => {
    const { fetch, seen } = fakeFetch(200);
    vi.stubGlobal('fetch', fetch);
    await createWebTransport().call('reviewerProfile');
    expect(seen[1].headers.get('Accept-Language')).toBe('en');
  });

  it('raises the auth-error event on a 401 and rejects with the status', async () => {
    const { fetch } = fakeFetch(401);
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(CSRF_STORAGE_KEY, 'stored');
    const transport = createWebTransport();
    const listener = vi.fn();
    transport.onAuthError(listener);

    await expect(transport.call('reviewerProfile')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is chosen from window.reviewConsole at start', async () => {
    const { bridge } = fakeBridge({ ok: true, data: { csrfToken: 'from-main' } });
    vi.stubGlobal('reviewConsole', bridge);
    const platform = await choosePlatform();
    expect(platform.kind).toBe('desktop');
    await expect(platform.transport.call('csrfToken')).resolves.toEqual({ csrfToken: 'from-main' });
    expect(bridge.api.call).toHaveBeenCalledOnce();
  });

  it('is web mode in a plain browser tab', async () => {
    expect((await choosePlatform({ reviewConsole: undefined })).kind).toBe('web');
  });
});

describe('the log folder', () => {
  it('is opened by main on the desktop, with no path from the page', async () => {
    const openLogsFolder = vi.fn(async () => true);
    const bridge = {
      ...fakeBridge({ ok: true, data: {} }).bridge,
      app: { openLogsFolder, onUpdateReady: () => () => undefined },
    } as unknown as ReviewConsoleBridge;
    await expect((await choosePlatform({ reviewConsole: bridge })).openLogsFolder?.()).resolves.toBe(true);
    expect(openLogsFolder).toHaveBeenCalledWith();
  });

  it('does not exist in a browser tab', async () => {
    expect((await choosePlatform({ reviewConsole: undefined })).openLogsFolder).toBeNull();
  });
});
