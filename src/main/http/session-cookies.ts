// Servers often send the session cookie without an expiry, which Chromium drops at exit. Re-saving
// the API's session cookies with an expiry keeps the reviewer signed in across restarts.
import type { Cookie, Cookies, CookiesSetDetails } from 'electron';
import { log } from '../logging';

export const SESSION_COOKIE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

type CookieJar = Pick<Cookies, 'on' | 'set'>;

/** Whether a cookie's domain covers the API's host. */
export function cookieBelongsTo(cookie: Pick<Cookie, 'domain'>, apiUrl: URL): boolean {
  const domain = (cookie.domain ?? '').replace(/^\./, '').toLowerCase();
  const host = apiUrl.hostname.toLowerCase();
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
}

/** A URL the cookie is sent to, as Electron's cookie API wants for setting and removing it. */
function cookieUrl(cookie: Cookie, apiUrl: URL): string {
  const domain = (cookie.domain ?? apiUrl.hostname).replace(/^\./, '');
  return `${apiUrl.protocol}//${domain}${cookie.path ?? '/'}`;
}

export function persistentCopy(cookie: Cookie, apiUrl: URL, nowSeconds: number): CookiesSetDetails {
  return {
    url: cookieUrl(cookie, apiUrl),
    name: cookie.name,
    value: cookie.value,
    // A host-only cookie must stay host-only: passing a domain would widen it to subdomains.
    domain: cookie.hostOnly ? undefined : cookie.domain,
    path: cookie.path,
    secure: cookie.secure,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite,
    expirationDate: nowSeconds + SESSION_COOKIE_DAYS * DAY_SECONDS,
  };
}

export function keepSessionCookies(
  cookies: CookieJar,
  apiBaseUrl: string,
  now: () => number = () => Date.now(),
): void {
  const apiUrl = new URL(apiBaseUrl);
  cookies.on('changed', (_event, cookie, _cause, removed) => {
    if (removed || !cookie.session || !cookieBelongsTo(cookie, apiUrl)) return;
    cookies
      .set(persistentCopy(cookie, apiUrl, Math.floor(now() / 1000)))
      .catch((error: unknown) => log.warn('Could not keep the session cookie', { error }));
  });
}

/**
 * Removes every cookie the API's host receives, so a logout holds on this machine even when the server
 * never heard of it (offline, 500, time-out). Flushed at once: a crash must not bring the session back.
 */
export async function clearApiCookies(
  cookies: Pick<Cookies, 'get' | 'remove' | 'flushStore'>,
  apiBaseUrl: string,
): Promise<void> {
  const apiUrl = new URL(apiBaseUrl);
  try {
    const own = (await cookies.get({})).filter((cookie) => cookieBelongsTo(cookie, apiUrl));
    await Promise.all(own.map((cookie) => cookies.remove(cookieUrl(cookie, apiUrl), cookie.name)));
    await cookies.flushStore();
  } catch (error) {
    log.error('Could not clear the session cookies', { error });
  }
}
