// Assembles the demo API: logos, body reading, request log, test control, faults, CSRF, then the
// contract.
import { Hono } from 'hono';
import { readJsonBody, rejectMalformedBody } from './body';
import { fail, type DemoEnv, type DemoState } from './context';
import { createFaultInjector, type FaultOptions } from './faults';
import { createRequestLog } from './request-log';
import { agencyRoutes } from './routes/agency';
import { authRoutes } from './routes/auth';
import { controlRoutes } from './routes/control';
import { fieldValidationRoutes } from './routes/field-validation';
import { logoRoutes } from './routes/logos';
import { profileChangeRoutes } from './routes/profile-changes';
import { reviewConclusionRoutes } from './routes/review-conclusion';
import { reviewRoutes } from './routes/reviews';
import { createSessionStore, csrfGuard } from './session';
import { createStore } from './store';

export interface DemoAppOptions {
  agencies: number;
  largeReview?: boolean;
  faults?: Partial<FaultOptions>;
  control?: boolean;
}

export function createDemoApp(options: DemoAppOptions): { app: Hono<DemoEnv>; state: DemoState } {
  const state: DemoState = {
    store: createStore(options.agencies, { largeReview: options.largeReview }),
    agencies: options.agencies,
    largeReview: options.largeReview ?? false,
    sessions: createSessionStore(),
    faults: createFaultInjector(options.faults),
    requests: createRequestLog(),
    control: options.control ?? false,
  };
  const app = new Hono<DemoEnv>();

  // Static files, as a real backend's file storage serves them: no session, not logged, never faulted.
  logoRoutes(app, state);
  app.use('*', readJsonBody, state.requests.middleware, rejectMalformedBody);
  // Registered before the faults, so control calls are never delayed or broken.
  if (state.control) controlRoutes(app, state);
  app.use('*', state.faults.middleware, csrfGuard(state));

  authRoutes(app, state);
  agencyRoutes(app, state);
  reviewRoutes(app, state);
  fieldValidationRoutes(app, state);
  profileChangeRoutes(app, state);
  reviewConclusionRoutes(app, state);

  app.notFound((c) => fail(c, 404, 'notFound'));
  app.onError((error, c) => {
    console.error('[demo-api]', error);
    return fail(c, 500, 'internalError');
  });
  return { app, state };
}
