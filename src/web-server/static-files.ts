// Serves the renderer build: files by extension, every extension-less path gets index.html (the
// single-page app's routes) and so does any missing path outside /assets/; a missing asset is a 404.
// Which file answers is decided here, not by serveStatic: it follows links out of its root, serves
// dot-files (.vite/manifest.json) and knows no SPA fallback. So the real path of the file is resolved
// and must lie inside the build folder, no dot-path is served, and serveStatic only streams the file
// (length, HEAD, ranges). Types come from the one table the desktop's app:// protocol uses too.
import { serveStatic } from '@hono/node-server/serve-static';
import { realpathSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import type { Context, Handler } from 'hono';
import { CONTENT_SECURITY_POLICY, contentTypeOf, isBuiltAssetPath } from '../shared/renderer-content';
import type { WebEnv } from './web-env';

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const plain = (c: Context<WebEnv>, status: 403 | 404 | 405, text: string) =>
  c.text(text, status, SECURITY_HEADERS);

type Found = { file: string } | 'missing' | 'outside';

/** The real path of `path` under `root` when it is a file inside it. */
async function fileInside(root: string, path: string): Promise<Found> {
  const real = await realpath(join(root, path)).catch(() => null);
  if (real === null) return 'missing';
  if (!real.startsWith(root + sep)) return 'outside';
  return (await stat(real)).isFile() ? { file: real } : 'missing';
}

export function staticFiles(rendererDir: string): Handler<WebEnv> {
  const root = realpathSync(rendererDir);
  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain(c, 405, 'Method not allowed');
    // Decodable: request-path.ts has refused anything else before routing.
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    if (path.split('/').some((segment) => segment.startsWith('.'))) return plain(c, 404, 'Not found');
    let found = await fileInside(root, extname(path) === '' ? 'index.html' : path);
    // A missing path outside /assets/ is a route of the single-page app too (e.g. /x.y).
    if (found === 'missing' && !isBuiltAssetPath(path)) found = await fileInside(root, 'index.html');
    if (found === 'outside') return plain(c, 403, 'Forbidden');
    if (found === 'missing') return plain(c, 404, 'Not found');
    const { file } = found;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    // Built assets carry a content hash; index.html must always be revalidated.
    c.header(
      'Cache-Control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const answer = await serveStatic<WebEnv>({ path: file })(c, async () => undefined);
    if (!answer) return plain(c, 404, 'Not found');
    answer.headers.set('Content-Type', contentTypeOf(file));
    return answer;
  };
}
