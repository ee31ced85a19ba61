// Serves the renderer build: files by extension, every extension-less path gets index.html (the
// single-page app's routes) and so does any missing path outside /assets/; a missing asset is a 404,
// nothing outside the build folder is reachable.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY, contentTypeOf, isBuiltAssetPath } from '../../src/shared/renderer-content';

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

export function createStaticHandler(rendererDir: string) {
  const root = resolve(rendererDir);
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return sendText(res, 400, 'Bad request');
    }
    const isRoute = extname(decoded) === '';
    const file = resolve(root, isRoute ? 'index.html' : `.${decoded}`);
    if (decoded.includes('\0') || !file.startsWith(root + sep)) return sendText(res, 403, 'Forbidden');
    const index = resolve(root, 'index.html');
    // A missing path outside /assets/ is a route of the single-page app too (e.g. /x.y).
    const served = await readFile(file)
      .then(
        (bytes) => ({ file, bytes }),
        () => (isBuiltAssetPath(decoded) ? null : readFile(index).then((bytes) => ({ file: index, bytes }))),
      )
      .catch(() => null);
    if (!served) return sendText(res, 404, 'Not found');
    const { bytes } = served;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': contentTypeOf(served.file),
      'Content-Length': bytes.length,
      // Built assets carry a content hash; index.html must always be revalidated.
      'Cache-Control': decoded.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}
