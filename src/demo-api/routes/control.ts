// Test control, mounted only with `control: true` (DEMO_CONTROL=1): reset, faults, expired sessions and
// the request log. No session or CSRF needed: these are for test harnesses, never the app.
import type { Hono } from 'hono';
import { isRecord, type DemoEnv, type DemoState } from '../context';
import { FaultOptionsError } from '../faults';
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

  app.get('/__demo/requests', (c) => c.json({ data: state.requests.list() }));

  app.delete('/__demo/requests', (c) => {
    state.requests.clear();
    return c.json({ message: 'Request log cleared' });
  });
}
