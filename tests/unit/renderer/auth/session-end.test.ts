// How a session ends, decided in one place: why, where the reviewer goes, what the login screen says
// and what is forgotten.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/result';
import { isSessionExpired, returnTarget } from '@renderer/features/auth/lib/return-target';
import { guardView, sessionEnd, type ProfileQuery } from '@renderer/features/auth/lib/session-end';

const from = { pathname: '/updated-profiles', search: '?tab=1' };
const layla = { firstName: 'Layla', lastName: 'Haddad', email: 'reviewer@demo.test' };
const failed = (status: number) => new ApiError({ status, kind: 'http', message: `HTTP ${status}` });
const query = (overrides: Partial<ProfileQuery>): ProfileQuery => ({
  isPending: false,
  isError: false,
  data: undefined,
  error: null,
  ...overrides,
});

describe('the end of a session', () => {
  it('without a profile to show: to sign in, back here after, nothing said, nothing forgotten', () => {
    const end = sessionEnd('no-profile', from);
    expect(end).toStrictEqual({ to: '/login', state: { from }, forgetsSessionData: false });
    expect(returnTarget(end.state)).toBe('/updated-profiles?tab=1');
    expect(isSessionExpired(end.state)).toBe(false);
  });

  it('by a 401 once signed in: the login screen says the session expired, the cache is forgotten', () => {
    const end = sessionEnd('expired', from);
    expect(end).toStrictEqual({
      to: '/login',
      state: { from, sessionExpired: true },
      forgetsSessionData: true,
    });
    expect(returnTarget(end.state)).toBe('/updated-profiles?tab=1');
    expect(isSessionExpired(end.state)).toBe(true);
  });

  it('by a 401 before any profile loaded: signs in without saying a session expired', () => {
    const end = sessionEnd('unauthorized', from);
    expect(end.state).toStrictEqual({ from, sessionExpired: false });
    expect(isSessionExpired(end.state)).toBe(false);
    expect(end.forgetsSessionData).toBe(true);
  });
});

describe('what the guard shows', () => {
  it('a spinner while the profile loads', () => {
    expect(guardView(query({ isPending: true }))).toEqual({ show: 'loading' });
  });

  it('the signed-in screens with the loaded profile', () => {
    expect(guardView(query({ data: layla }))).toEqual({ show: 'signed-in', profile: layla });
  });

  it('the end of the session when the profile is refused with a 401, or loads empty', () => {
    const ended = { show: 'session-ended', cause: 'no-profile' };
    expect(guardView(query({ isError: true, error: failed(401) }))).toEqual(ended);
    expect(guardView(query({ data: { firstName: '', lastName: '', email: '' } }))).toEqual(ended);
  });

  it('Retry when the profile failed for another reason: signing in again would not help', () => {
    expect(guardView(query({ isError: true, error: failed(500) }))).toEqual({ show: 'load-failed' });
    expect(guardView(query({ isError: true, error: new Error('offline') }))).toEqual({ show: 'load-failed' });
  });

  it('the screens still, when a refresh of a loaded profile fails (a 401 ends it by its own event)', () => {
    expect(guardView(query({ data: layla, isError: true, error: failed(500) }))).toEqual({
      show: 'signed-in',
      profile: layla,
    });
    expect(guardView(query({ data: layla, isError: true, error: failed(401) }))).toEqual({
      show: 'signed-in',
      profile: layla,
    });
  });
});
