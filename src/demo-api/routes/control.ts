// Test control, mounted only with `control: true` (DEMO_CONTROL=1): reset, faults, expired sessions,
// the request log and profile updates. No session or CSRF needed: these are for test harnesses, never the app.
import type { Hono } from 'hono';
import { isRecord, type DemoEnv, type DemoState } from '../context';
import { FaultOptionsError } from '../faults';
import { ProfileUpdateError } from '../profile-updates';
import { createStore } from '../store';

export function controlRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  app.post('/__demo/reset', (c) => {
    state.store = createStore(state.agencies, { largeReview: state.largeReview });
    state.sessions.clear();
    return c.json({ message: 'Demo state reset' });
  });

  app.post('/__demo/faults', (c) => {
    const body = c.get('body') ?? {};
    try {
      if (!isRecord(body)) throw new FaultOptionsError('Fault options must be an object');
      state.faults.set(body);
    } catch (error) {
      if (error instanceof FaultOptionsError) return c.json({ message: error.message }, 400);
      throw error;
    }
    return c.json({ message: 'Faults updated', data: state.faults.get() });
  });

  app.post('/__demo/expire-sessions', (c) => {
    state.sessions.clear();
    return c.json({ message: 'Sessions expired' });
  });

  // An agency changes its profile after its review: `{agencyId, changes: {"profile.bio": "…"}}`.
  app.post('/__demo/profile-update', (c) => {
    const body = c.get('body');
    const agencyId = isRecord(body) ? body.agencyId : undefined;
    const changes = isRecord(body) ? body.changes : undefined;
    if (typeof agencyId !== 'string' || !isRecord(changes) || Object.keys(changes).length === 0)
      return c.json({ message: 'Send an agencyId and at least one change by field path' }, 400);
    try {
      const review = state.store.updateProfile(agencyId, changes);
      if (!review) return c.json({ message: `No agency ${agencyId}` }, 404);
      return c.json({ message: 'Profile updated', data: { reviewId: review._id } });
    } catch (error) {
      if (error instanceof ProfileUpdateError) return c.json({ message: error.message }, 400);
      throw error;
    }
  });

  app.get('/__demo/requests', (c) => c.json({ data: state.requests.list() }));

  app.delete('/__demo/requests', (c) => {
    state.requests.clear();
    return c.json({ message: 'Request log cleared' });
  });
}
