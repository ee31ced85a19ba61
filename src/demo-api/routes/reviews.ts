// The review queues, their stats, review details and starting a review.
import type { Context, Hono } from 'hono';
import { fail, type DemoEnv, type DemoState } from '../context';
import { message } from '../messages';
import type { ReviewSet } from '../seed';
import { requireSession } from '../session';
import { isOpen } from '../store';
import { listAnswer, reviewDetails, reviewListItem } from '../views';

const URGENT_COUNT = 5;

export function reviewRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  const session = requireSession(state);
  const listOf = (c: Context<DemoEnv>, set: ReviewSet) =>
    c.body(listAnswer(state.store, set), 200, { 'Content-Type': 'application/json' });

  app.get('/agency-review-management', session, (c) => listOf(c, 'agency'));
  app.get('/agency-review-management/updated-profiles', session, (c) => listOf(c, 'updated'));

  // Badge counts: the reviews still to work on (pending or in progress, either spelling) of each queue.
  app.get('/agency-review-management/dashboard/stats', session, (c) => {
    const open = (set: ReviewSet) =>
      state.store.reviews.filter((review) => review.set === set && isOpen(review.status)).length;
    return c.json({ agencyTab: open('agency'), totalUpdatedProfiles: open('updated') });
  });

  app.get('/agency-review-management/urgent', session, (c) => {
    const { store } = state;
    const oldestPending = store.reviews
      .filter((review) => review.status === 'pending')
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
      .slice(0, URGENT_COUNT);
    return c.json({ data: oldestPending.map((review) => reviewListItem(store, review)) });
  });

  app.get('/agency-review-management/:agencyId/review', session, (c) => {
    const review = state.store.reviewOfAgency(c.req.param('agencyId'));
    if (!review) return fail(c, 404, 'agencyNotFound');
    return c.json(reviewDetails(state.store, review));
  });

  app.post('/agency-review-management/:agencyId/review/start', session, (c) => {
    const review = state.store.reviewOfAgency(c.req.param('agencyId'));
    if (!review) return fail(c, 404, 'agencyNotFound');
    if (review.status !== 'pending') return fail(c, 409, 'reviewNotPending');
    review.status = 'in progress';
    const { firstName, lastName } = state.store.account;
    review.reviewer = { firstName, lastName };
    review.startedAt = new Date().toISOString();
    state.store.reviewChanged(review);
    return c.json({ message: message(c, 'reviewStarted'), data: reviewDetails(state.store, review) });
  });
}
