import { describe, expect, it } from 'vitest';
import { carriedEmail } from '@renderer/features/auth/lib/carried-email';
import { returnTarget } from '@renderer/features/auth/lib/return-target';

describe('where sign-in returns to', () => {
  it('returns to the remembered in-app path with its query', () => {
    expect(
      returnTarget({ from: { pathname: '/agency/a1/review/r1/profile', search: '?source=updated' } }),
    ).toBe('/agency/a1/review/r1/profile?source=updated');
  });

  it('goes to / when nothing was remembered', () => {
    expect(returnTarget(null)).toBe('/');
    expect(returnTarget({})).toBe('/');
    expect(returnTarget({ from: { pathname: 42 } })).toBe('/');
  });

  it('never leaves the app', () => {
    expect(returnTarget({ from: { pathname: '//evil.example/x', search: '' } })).toBe('/');
    expect(returnTarget({ from: { pathname: '/\\evil.example', search: '' } })).toBe('/');
    expect(returnTarget({ from: { pathname: 'https://evil.example/', search: '' } })).toBe('/');
    expect(returnTarget({ from: { pathname: '/updated-profiles', search: 'x=1' } })).toBe(
      '/updated-profiles',
    );
  });

  it('never returns to a sign-in or recovery screen', () => {
    expect(returnTarget({ from: { pathname: '/login', search: '' } })).toBe('/');
    expect(returnTarget({ from: { pathname: '/otp', search: '' } })).toBe('/');
  });
});

describe('the carried email', () => {
  it('is read from navigation state only when it is a non-blank string', () => {
    expect(carriedEmail({ email: 'a@b.co' })).toBe('a@b.co');
    expect(carriedEmail({ email: '  ' })).toBeNull();
    expect(carriedEmail({ email: 5 })).toBeNull();
    expect(carriedEmail(null)).toBeNull();
  });
});
