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

export function persistentCopy(cookie: Cookie, apiUrl: URL, nowSeconds: number): CookiesSetDetails {
  const domain = (cookie.domain ?? apiUrl.hostname).replace(/^\./, '');
  return {
    url: `${apiUrl.protocol}//${domain}${cookie.path ?? '/'}`,
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
