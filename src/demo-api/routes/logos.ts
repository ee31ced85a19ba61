// Agency logos as image files, where list and details answers point (profile.logo), as a real backend
// points at its file storage: a URL keeps every list row small.
import type { Hono } from 'hono';
import { fail, type DemoEnv, type DemoState } from '../context';
import { logoSvg } from '../seed';

/** A day: a logo never changes for an agency id, yet a newer demo seed may draw it anew. */
const CACHE_CONTROL = 'public, max-age=86400';

export function logoRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  app.get('/logos/:file', (c) => {
    const agencyId = /^(\w+)\.svg$/.exec(c.req.param('file'))?.[1];
    const review = agencyId === undefined ? undefined : state.store.reviewOfAgency(agencyId);
    const svg = review ? logoSvg(review.agencyKey) : null;
    if (svg === null) return fail(c, 404, 'notFound');
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
