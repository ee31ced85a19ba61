// Web mode's routes, in the order they apply: the Host check, the path check, the /api proxy, then
// the built console for everything else.
import { Hono } from 'hono';
import { mountApiProxy } from './api-proxy';
import { withoutCredentials, type Backend } from './backend-url';
import { hostCheck } from './host-check';
import { isSafePath, rawPathOf } from './request-path';
import { staticFiles } from './static-files';
import type { WebEnv } from './web-env';

export interface WebAppOptions {
  backend: Backend;
  rendererDir: string;
  /** The Host values to answer (host-check.ts); filled once the server listens. */
  hosts: ReadonlySet<string>;
}

export function createWebApp({ backend, rendererDir, hosts }: WebAppOptions): Hono<WebEnv> {
  const app = new Hono<WebEnv>();
  app.use(hostCheck(hosts));
  app.use(async (c, next) => {
    if (isSafePath(rawPathOf(c.env.incoming.url ?? ''))) return next();
    return c.text('Bad request', 400, { 'X-Content-Type-Options': 'nosniff' });
  });
  mountApiProxy(app, backend);
  app.all('*', staticFiles(rendererDir));
  app.onError((error, c) => {
    console.error(`web: request failed: ${withoutCredentials(error.stack ?? String(error))}`);
    return c.json({ message: 'Internal error in the web-mode server' }, 500);
  });
  return app;
}
