// How the renderer build is served, the same by the desktop's app:// protocol and by web mode:
// one Content-Security-Policy (index.html's meta tag says the same, with any https image: a header
// policy IT narrows applies on top of it) and one table of content types.

/** The policy, with images from `imageSources` (image-policy.ts) or, when null, any https host. */
export function contentSecurityPolicy(imageSources: readonly string[] | null = null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageSources === null ? 'https:' : imageSources.join(' ')}`.trim(),
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The default policy: web mode's, and the desktop's unless IT restricts images. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Where the desktop page loads an image the backend sends as a path (a logo at "/logos/x.svg"):
 * app://console/backend-images/logos/x.svg, which main fetches from the configured backend, as web
 * mode's same-origin /api proxy does. The policy above stays as it is.
 */
export const BACKEND_IMAGE_PREFIX = '/backend-images';

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
};

/** The content type of a build file by its extension; anything else is served as bytes. */
export function contentTypeOf(file: string): string {
  const name = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Whether a missing path is a 404 (a built asset) rather than a route of the single-page app, whose
 * answer is index.html: anything outside /assets/, so /x.y falls back to the Agencies list too.
 */
export const isBuiltAssetPath = (pathname: string) => pathname.startsWith('/assets/');
