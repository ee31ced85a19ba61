// Where the guard sends the reviewer back after signing in: only ever a path inside the app.
import type { Location } from 'react-router-dom';

export interface ReturnTargetState {
  from?: Pick<Location, 'pathname' | 'search'>;
  /** A 401 ended a session that was signed in: the login screen says so. */
  sessionExpired?: boolean;
}

export const isSessionExpired = (state: unknown): boolean =>
  (state as ReturnTargetState | null)?.sessionExpired === true;

const AUTH_PATHS = ['/login', '/forgot-password', '/otp', '/reset-password'];

/** An in-app path (with its query) to return to, or '/' for anything else. */
export function returnTarget(state: unknown): string {
  const from = (state as ReturnTargetState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return '/';
  const { pathname } = from;
  const search = typeof from.search === 'string' && from.search.startsWith('?') ? from.search : '';
  // Single leading slash only: '//host' or '/\\host' would leave the app.
  if (!/^\/(?![/\\])/.test(pathname) || AUTH_PATHS.includes(pathname)) return '/';
  return pathname + search;
}
