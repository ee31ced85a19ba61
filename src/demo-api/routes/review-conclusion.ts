// The final conclusion: an in-progress review becomes completed (accepted) or rejected.
import type { Hono } from 'hono';
import { fail, isRecord, type DemoEnv, type DemoState } from '../context';
import { message } from '../messages';
import { requireSession } from '../session';
import { isInProgress } from '../store';

export function reviewConclusionRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  app.post('/review-conclusion/reviews/:reviewId/submit', requireSession(state), (c) => {
    const review = state.store.reviewById(c.req.param('reviewId'));
    if (!review) return fail(c, 404, 'reviewNotFound');
    const body = c.get('body');
    const action = isRecord(body) ? body.action : undefined;
    const conclusion = isRecord(body) && typeof body.conclusion === 'string' ? body.conclusion.trim() : '';
    if (action !== 'accepted' && action !== 'rejected') return fail(c, 400, 'invalidAction');
    if (!conclusion) return fail(c, 400, 'conclusionRequired');
    if (!isInProgress(review.status)) return fail(c, 409, 'reviewNotInProgress');
    review.status = action === 'accepted' ? 'completed' : 'rejected';
    review.conclusion = { action, conclusion };
    state.store.reviewChanged(review);
    return c.json({ message: message(c, 'conclusionSubmitted') });
  });
}
