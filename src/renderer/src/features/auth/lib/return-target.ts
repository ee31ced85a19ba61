// Where the guard sends the reviewer back after signing in: only ever a path inside the app.
import type { Location } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';

export interface ReturnTargetState {
  from?: Pick<Location, 'pathname' | 'search'>;
  /** A 401 ended a session that was signed in: the login screen says so. */
  sessionExpired?: boolean;
}

export const isSessionExpired = (state: unknown): boolean =>
  (state as ReturnTargetState | null)?.sessionExpired === true;

const AUTH_PATHS: string[] = [paths.login, paths.forgotPassword, paths.otp, paths.resetPassword].map(
  (screen) => screen.path,
);

/** Whether `pathname` is a sign-in or password recovery screen (shown signed out). */
export const isSignInScreen = (pathname: string): boolean => AUTH_PATHS.includes(pathname);

/** An in-app path (with its query) to return to, or '/' for anything else. */
export function returnTarget(state: unknown): string {
  const from = (state as ReturnTargetState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return '/';
  const { pathname } = from;
  const search = typeof from.search === 'string' && from.search.startsWith('?') ? from.search : '';
  // Single leading slash only: '//host' or '/\\host' would leave the app.
  if (!/^\/(?![/\\])/.test(pathname) || isSignInScreen(pathname)) return '/';
  return pathname + search;
}
