// The backend's cookies in the browser, and back. A browser keeps cookies per host, not per port, so
// every program on 127.0.0.1 (another dev server, a dashboard) can have cookies sent to /api. The rule:
// - Set-Cookie from the backend is stored under a name with BACKEND_COOKIE_PREFIX, scoped to /api
//   (a Path under the backend's base path keeps its place below /api; any other Path, or none, becomes
//   /api), with no Domain, and without Secure and Partitioned (plain http on loopback).
// - Only cookies with that prefix go to the backend, under their own names again; any other cookie
//   stays in the browser. A name sent twice keeps its first value: browsers send the cookie with the
//   longer path first, which is the one stored under /api, not one set for / by another program.

export const BACKEND_COOKIE_PREFIX = 'arc-api.';
const API_PATH = '/api';

function apiPathOf(path: string | undefined, basePath: string): string {
  if (path === undefined || !path.startsWith('/')) return API_PATH;
  if (path === basePath || path === `${basePath}/`) return API_PATH;
  return basePath === '' || path.startsWith(`${basePath}/`)
    ? API_PATH + path.slice(basePath.length)
    : API_PATH;
}

/** The backend's Set-Cookie as the browser stores it for the console's origin. */
export function rewriteSetCookie(cookie: string, basePath: string): string {
  const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
  let path: string | undefined;
  const kept = attributes.flatMap((attribute) => {
    const name = attribute.split('=')[0].trim().toLowerCase();
    if (name === 'path') path = attribute.slice(attribute.indexOf('=') + 1).trim();
    if (['path', 'domain', 'secure', 'partitioned', ''].includes(name)) return [];
    if (name === 'samesite' && /=\s*none$/i.test(attribute)) return ['SameSite=Lax'];
    return [attribute];
  });
  return [`${BACKEND_COOKIE_PREFIX}${pair}`, ...kept, `Path=${apiPathOf(path, basePath)}`].join('; ');
}

/** The Cookie header for the backend: its own cookies only, under their own names; null for none. */
export function backendCookieHeader(header: string | null): string | null {
  const seen = new Set<string>();
  const pairs = (header ?? '').split(';').flatMap((part) => {
    const pair = part.trim();
    const name = pair.split('=', 1)[0].trim();
    if (!name.startsWith(BACKEND_COOKIE_PREFIX) || seen.has(name)) return [];
    seen.add(name);
    return [pair.slice(BACKEND_COOKIE_PREFIX.length)];
  });
  return pairs.length > 0 ? pairs.join('; ') : null;
}
