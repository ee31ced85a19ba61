// The backend behind /api, from REVIEW_CONSOLE_API_URL or the embedded demo API. A user name and
// password in the URL (https://user:password@host) are sent as Basic authentication (fetch refuses a
// URL that carries them) and are never shown: every message and log line uses `shown`.

export interface Backend {
  /** e.g. https://review.example */
  origin: string;
  /** The URL's path without trailing slashes: '' or e.g. /api/v1. */
  basePath: string;
  /** The URL as it may be shown: credentials replaced by ***, no query. */
  shown: string;
  /** `Basic …` when the URL carries credentials. */
  authorization?: string;
}

/** Text with any URL credentials (//user:password@) replaced by ***, for messages and logs. */
export const withoutCredentials = (text: string) => text.replace(/\/\/[^/@\s]*@/g, '//***@');

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Throws a TypeError (whose message shows no credentials) for anything but an http(s) URL. */
export function parseBackendUrl(value: string): Backend {
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(`The backend URL must be an http(s) URL, got "${withoutCredentials(value)}"`);
  }
  const basePath = url.pathname.replace(/\/+$/, '');
  const hasCredentials = url.username !== '' || url.password !== '';
  const user = `${decoded(url.username)}:${decoded(url.password)}`;
  return {
    origin: url.origin,
    basePath,
    shown: `${url.protocol}//${hasCredentials ? '***@' : ''}${url.host}${basePath}`,
    authorization: hasCredentials ? `Basic ${Buffer.from(user).toString('base64')}` : undefined,
  };
}

/**
 * The backend URL of /api<rest><search>, or null when it would leave the backend's base path. Paths
 * with dot segments or encoded separators never get here (request-path.ts); this is the last check.
 */
export function backendUrlOf(backend: Backend, rest: string, search: string): URL | null {
  let url: URL;
  try {
    url = new URL(`${backend.origin}${backend.basePath}${rest === '' ? '/' : rest}${search}`);
  } catch {
    return null;
  }
  const inside = url.pathname === `${backend.basePath}/` || url.pathname.startsWith(`${backend.basePath}/`);
  return url.origin === backend.origin && inside ? url : null;
}
