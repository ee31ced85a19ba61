// What every route shares: the Hono environment and the per-instance state.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FaultInjector } from './faults';
import { message, type MessageKey } from './messages';
import type { RequestLog } from './request-log';
import type { SessionStore, Session } from './session';
import type { DemoStore } from './store';

export interface DemoEnv {
  Variables: {
    /** The parsed JSON body; undefined when the request had none. */
    body: unknown;
    malformedBody: boolean;
    session: Session;
  };
}

export interface DemoState {
  /** Replaced wholesale by POST /__demo/reset, so routes read it per request. */
  store: DemoStore;
  agencies: number;
  largeReview: boolean;
  sessions: SessionStore;
  faults: FaultInjector;
  requests: RequestLog;
  control: boolean;
}

/** `{message}` with a status: the error shape of every failure. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  key: MessageKey,
  vars?: Record<string, string>,
) {
  return c.json({ message: message(c, key, vars) }, status);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
