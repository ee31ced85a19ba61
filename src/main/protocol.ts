// The app:// scheme: serves the renderer build with an SPA fallback and a strict CSP, and nothing
// outside the build folder; and, under /backend-images/, the images the backend sends as paths
// (http/backend-images.ts).
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Protocol, Session } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin';
import type { BackendImageHandler } from './http/backend-images';
import {
  BACKEND_IMAGE_PREFIX,
  CONTENT_SECURITY_POLICY,
  contentTypeOf,
  isBuiltAssetPath,
} from '@shared/renderer-content';
import { plainResponse as plain } from './plain-response';

export { CONTENT_SECURITY_POLICY };

/** Must run before the app is ready: a standard, secure scheme behaves like https for the page. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

type ReadFile = (file: string) => Promise<Uint8Array>;

/**
 * The request handler, separate from Electron so it can be tested with plain Requests. Without a
 * backend (none configured) there are no backend images.
 */
export function createAppRequestHandler(
  rendererDir: string,
  read: ReadFile = readFile,
  backendImages?: BackendImageHandler,
  policy: string = CONTENT_SECURITY_POLICY,
) {
  const root = resolve(rendererDir);
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return plain(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    if (url.pathname.startsWith(`${BACKEND_IMAGE_PREFIX}/`)) {
      return backendImages ? backendImages(request) : plain(404, 'Not found');
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(400, 'Bad request');
    }
    // Routes of the single-page app have no extension: they all get index.html.
    const relative = extname(pathname) === '' ? 'index.html' : `.${pathname.replaceAll('\\', '/')}`;
    const file = resolve(root, relative);
    if (pathname.includes('\0') || !file.startsWith(root + sep)) return plain(403, 'Forbidden');
    const index = resolve(root, 'index.html');
    // A missing path outside /assets/ is a route of the single-page app too (e.g. /x.y).
    const served = await read(file)
      .then(
        (bytes) => ({ file, bytes }),
        () => (isBuiltAssetPath(pathname) ? null : read(index).then((bytes) => ({ file: index, bytes }))),
      )
      .catch(() => null);
    if (!served) return plain(404, 'Not found');
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(served.bytes), {
      status: 200,
      headers: {
        'Content-Type': contentTypeOf(served.file),
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    });
  };
}

/**
 * The partition's own protocol registry: the default `protocol` serves only the default session.
 * `policy`: the page's Content-Security-Policy, with the images IT allows (image-policy.ts).
 */
export function serveRenderer(
  session: Pick<Session, 'protocol'>,
  rendererDir: string,
  backendImages?: BackendImageHandler,
  policy: string = CONTENT_SECURITY_POLICY,
): void {
  session.protocol.handle(
    APP_SCHEME,
    createAppRequestHandler(join(rendererDir), readFile, backendImages, policy),
  );
}
