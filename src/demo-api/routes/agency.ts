// The reviewer's own profile and agency details.
import type { Hono } from 'hono';
import { fail, type DemoEnv, type DemoState } from '../context';
import { requireSession } from '../session';

export function agencyRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  const session = requireSession(state);

  app.get('/reviewer/profile', session, (c) => {
    const { firstName, lastName, email } = state.store.account;
    return c.json({ data: { firstName, lastName, email } });
  });

  app.get('/agency/:agencyId', session, (c) => {
    const review = state.store.reviewOfAgency(c.req.param('agencyId'));
    if (!review) return fail(c, 404, 'agencyNotFound');
    const details = state.store.details(review.agencyKey);
    // Tags follow the reviewer's last validation, as the backend stores them on the agency.
    return c.json({ ...details, tags: state.store.tags.get(review.agencyId) ?? details.tags });
  });
}
