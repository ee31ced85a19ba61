// What crosses the /api proxy in each direction. Headers for one connection (hop-by-hop: Connection
// and the headers it names, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding, Upgrade) and any
// X-Forwarded-* or Forwarded stop here both ways: the proxy tells the backend nothing about the
// browser, and the browser nothing about what stands behind the backend.
import type { Backend } from './backend-url';
import { backendCookieHeader, rewriteSetCookie } from './cookies';

/**
 * Proxied answers share the console's origin but are never pages: nothing in them may run, load or
 * be framed, and their type is taken as sent.
 */
export const PROXIED_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

const HOP_BY_HOP = ['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
// What fetch sets itself (length, host, encodings it can decode), and the page's own origin: the
// proxy is the backend's client, as the desktop app's main process is.
const SET_BY_PROXY = ['host', 'content-length', 'accept-encoding', 'origin', 'referer', 'cookie'];

export function withoutHopByHop(source: Headers): Headers {
  const headers = new Headers(source);
  const named = (source.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named]) if (name) headers.delete(name);
  for (const name of [...headers.keys()]) {
    if (name.startsWith('proxy-') || name.startsWith('x-forwarded-') || name === 'forwarded') {
      headers.delete(name);
    }
  }
  return headers;
}

export function headersForBackend(fromPage: Headers, backend: Backend): Headers {
  const headers = withoutHopByHop(fromPage);
  const cookie = backendCookieHeader(headers.get('cookie'));
  for (const name of SET_BY_PROXY) headers.delete(name);
  if (cookie) headers.set('cookie', cookie);
  if (backend.authorization) headers.set('authorization', backend.authorization);
  return headers;
}

export function headersForPage(fromBackend: Headers, backend: Backend): Headers {
  const headers = withoutHopByHop(fromBackend);
  headers.delete('set-cookie');
  for (const cookie of fromBackend.getSetCookie()) {
    headers.append('set-cookie', rewriteSetCookie(cookie, backend.basePath));
  }
  headers.set('content-security-policy', PROXIED_POLICY);
  headers.set('x-content-type-options', 'nosniff');
  return headers;
}
