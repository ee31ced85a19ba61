// Which fields of an updated profile changed since its last review.
import type { Hono } from 'hono';
import { fail, type DemoEnv, type DemoState } from '../context';
import { flaggedFields } from '../field-paths';
import { requireSession } from '../session';

export function profileChangeRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  app.get('/agency-profile-changes/agencies/:agencyId/all-fields-with-flags', requireSession(state), (c) => {
    const review = state.store.reviewOfAgency(c.req.param('agencyId'));
    if (!review) return fail(c, 404, 'agencyNotFound');
    const fields = state.store.fields(review.agencyKey);
    const changed = state.store.changedFields.get(review.agencyId);
    return c.json({ data: flaggedFields(review.agencyKey, fields, review.set === 'updated', changed) });
  });
}
