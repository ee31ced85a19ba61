// Images the backend sends as paths (an agency's logo at "/uploads/logo.png"), served to the page at
// app://console/backend-images/… as web mode serves them through its same-origin /api proxy: main
// fetches them from the configured backend with the session's cookies. Nothing else goes through
// here: GET only, paths under the backend's URL only (no encoded separators a server might decode),
// redirects followed hop by hop and only on the backend's own origin, image types only, and a size
// cap. The page's CSP is untouched, and the page never learns the backend's URL.
import { BACKEND_IMAGE_PREFIX } from '@shared/renderer-content';
import { plainResponse as plain } from '../plain-response';

/** Raster images and SVG, which an <img> never runs scripts in. */
export const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);
/** Far above any logo; a larger answer is not read into memory. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 3;
// Opened as a page rather than as an <img>, an SVG must not run scripts in the app's origin.
export const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export type BackendImageHandler = (request: Request) => Promise<Response>;

export interface BackendImageOptions {
  /** The configured backend, as the API client calls it (a path such as /api/v1 included). */
  apiBaseUrl: string;
  /** The session's fetch, so the backend's cookies go with it. */
  fetch: typeof globalThis.fetch;
  timeoutMs?: number;
}

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The backend URL of app://console/backend-images<path><query>: the path under the backend's URL,
 * as web mode's proxy puts it. Null for anything else, or anything that would leave the backend.
 */
export function backendImageUrl(apiBaseUrl: string, pathname: string, search = ''): URL | null {
  if (!pathname.startsWith(`${BACKEND_IMAGE_PREFIX}/`)) return null;
  // An encoded slash or backslash stays one segment here, but a server or proxy may decode it and
  // resolve "..%2f" above the backend's path.
  if (/%(2f|5c)/i.test(pathname)) return null;
  const base = new URL(apiBaseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const url = parsed(`${base.origin}${basePath}${pathname.slice(BACKEND_IMAGE_PREFIX.length)}${search}`);
  // "%2e%2e" segments are resolved by the parser: what climbs out of the backend's path is refused.
  if (!url || url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`)) return null;
  return url;
}

/** The body, or null when it is larger than `limit` (then it is not read further). */
async function readAtMost(answer: Response, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(answer.headers.get('Content-Length') ?? 0) > limit) {
    await answer.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = answer.body?.getReader();
  for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) {
    size += next.value.byteLength;
    if (size > limit) {
      await reader!.cancel();
      return null;
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * GETs `url`, following redirects one hop at a time and only on the backend's own origin, so main
 * never asks anything else with the session. Null for a redirect elsewhere, too many, or one the
 * runtime hides (an opaque redirect).
 */
async function fetchFollowingOwnRedirects(
  options: BackendImageOptions,
  url: URL,
  origin: string,
): Promise<Response | null> {
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const answer = await options.fetch(target.href, {
      method: 'GET',
      headers: { Accept: 'image/*' },
      credentials: 'include',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? IMAGE_TIMEOUT_MS),
    });
    if (answer.type === 'opaqueredirect' || answer.status === 0) return null;
    if (answer.status < 300 || answer.status >= 400) return answer;
    await answer.body?.cancel();
    const location = answer.headers.get('Location');
    const next = location ? parsed(new URL(location, target).href) : null;
    if (!next || next.origin !== origin) return null;
    target = next;
  }
  return null;
}

export function createBackendImageHandler(options: BackendImageOptions): BackendImageHandler {
  const backend = new URL(options.apiBaseUrl);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const requested = new URL(request.url);
    const url = backendImageUrl(options.apiBaseUrl, requested.pathname, requested.search);
    if (!url) return plain(404, 'Not found');
    try {
      const answer = await fetchFollowingOwnRedirects(options, url, backend.origin);
      if (!answer) return plain(502, 'Not an image from the backend');
      if (!answer.ok) {
        await answer.body?.cancel();
        return plain(answer.status >= 400 && answer.status < 500 ? answer.status : 502, 'No image');
      }
      const type = answer.headers.get('Content-Type')?.split(';')[0].trim().toLowerCase() ?? '';
      if (!IMAGE_TYPES.has(type)) {
        await answer.body?.cancel();
        return plain(502, 'Not an image from the backend');
      }
      const bytes = await readAtMost(answer, MAX_IMAGE_BYTES);
      if (!bytes) return plain(502, 'Image too large');
      return new Response(request.method === 'HEAD' ? null : bytes, {
        status: 200,
        headers: {
          'Content-Type': type,
          'Content-Security-Policy': IMAGE_POLICY,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': answer.headers.get('Cache-Control') ?? 'no-cache',
        },
      });
    } catch {
      // Offline, refused, timed out or cut off (the session's fetch logs it): the page shows initials.
      return plain(502, 'The backend could not be reached');
    }
  };
}
