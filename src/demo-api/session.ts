// Cookie session and CSRF, as a real backend does them: an httpOnly session cookie set by login, and a
// CSRF token bound to its own httpOnly cookie, so it can be fetched before login.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { fail, type DemoEnv, type DemoState } from './context';

export const SESSION_COOKIE = 'rc_session';
export const CSRF_COOKIE = 'rc_csrf';
const COOKIE_OPTIONS = { httpOnly: true, path: '/', sameSite: 'Lax' } as const;

export interface Session {
  id: string;
  email: string;
}

export interface SessionStore {
  create(email: string): Session;
  get(id: string | undefined): Session | undefined;
  delete(id: string | undefined): void;
  clear(): void;
  /** The CSRF token that belongs to a CSRF cookie secret. */
  csrfToken(secret: string): string;
}

export function createSessionStore(): SessionStore {
  const sessions = new Map<string, Session>();
  const csrfKey = randomBytes(32);
  return {
    create(email) {
      const session = { id: randomBytes(24).toString('base64url'), email };
      sessions.set(session.id, session);
      return session;
    },
    get: (id) => (id ? sessions.get(id) : undefined),
    delete: (id) => void (id && sessions.delete(id)),
    clear: () => sessions.clear(),
    csrfToken: (secret) => createHmac('sha256', csrfKey).update(secret).digest('base64url'),
  };
}

export function startSession(c: Context, state: DemoState, email: string): void {
  state.sessions.delete(getCookie(c, SESSION_COOKIE));
  setCookie(c, SESSION_COOKIE, state.sessions.create(email).id, COOKIE_OPTIONS);
}

export function endSession(c: Context, state: DemoState): void {
  state.sessions.delete(getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** The token for this client's CSRF cookie, issuing the cookie when it has none yet. */
export function issueCsrfToken(c: Context, state: DemoState): string {
  let secret = getCookie(c, CSRF_COOKIE);
  if (!secret || !/^[\w-]{16,128}$/.test(secret)) {
    secret = randomBytes(24).toString('base64url');
    setCookie(c, CSRF_COOKIE, secret, COOKIE_OPTIONS);
  }
  return state.sessions.csrfToken(secret);
}

function csrfMatches(c: Context, state: DemoState): boolean {
  const secret = getCookie(c, CSRF_COOKIE);
  const header = c.req.header('x-csrf-token');
  if (!secret || !header) return false;
  const expected = Buffer.from(state.sessions.csrfToken(secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Every state-changing request needs the token; the test control endpoints are exempt. */
export function csrfGuard(state: DemoState): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const safe = c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS';
    if (safe || c.req.path.startsWith('/__demo/') || csrfMatches(c, state)) return next();
    return fail(c, 403, 'invalidCsrf');
  };
}

export function requireSession(state: DemoState): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const session = state.sessions.get(getCookie(c, SESSION_COOKIE));
    if (!session) return fail(c, 401, 'unauthorized');
    c.set('session', session);
    return next();
  };
}
