import { beforeAll, describe, expect, it } from 'vitest';
import type { Cookie } from 'electron';
import { keepSessionCookies, SESSION_COOKIE_DAYS } from '@main/http/session-cookies';
import { configureLogging } from '@main/logging';
import { FakeCookies } from '../../electron-fake';

beforeAll(() => {
  configureLogging({ level: 'silent' });
});

const NOW_MS = Date.UTC(2026, 0, 1);

function jar(apiUrl = 'http://127.0.0.1:4010') {
  const cookies = new FakeCookies();
  keepSessionCookies(cookies as never, apiUrl, () => NOW_MS);
  return cookies;
}

const sessionCookie: Cookie = {
  name: 'sid',
  value: 'abc',
  domain: '127.0.0.1',
  hostOnly: true,
  path: '/',
  secure: false,
  httpOnly: true,
  session: true,
  sameSite: 'lax',
};

describe('session cookies of the API', () => {
  it('are re-saved with an expiry so the session survives a restart', () => {
    const cookies = jar();
    cookies.emit('changed', {}, sessionCookie, 'explicit', false);
    expect(cookies.set).toHaveBeenCalledWith({
      url: 'http://127.0.0.1/',
      name: 'sid',
      value: 'abc',
      domain: undefined,
      path: '/',
      secure: false,
      httpOnly: true,
      sameSite: 'lax',
      expirationDate: NOW_MS / 1000 + SESSION_COOKIE_DAYS * 24 * 60 * 60,
    });
  });

  it('keep the domain of a domain cookie', () => {
    const cookies = jar('https://api.example.com/v1');
    cookies.emit(
      'changed',
      {},
      { ...sessionCookie, domain: '.example.com', hostOnly: false, secure: true },
      'explicit',
      false,
    );
    expect(cookies.set).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://example.com/', domain: '.example.com', secure: true }),
    );
  });

  it('are left alone when they already expire, were removed, or belong to another site', () => {
    const cookies = jar();
    cookies.emit('changed', {}, { ...sessionCookie, session: false, expirationDate: 1 }, 'explicit', false);
    cookies.emit('changed', {}, sessionCookie, 'overwrite', true);
    cookies.emit('changed', {}, { ...sessionCookie, domain: 'tracker.example' }, 'explicit', false);
    expect(cookies.set).not.toHaveBeenCalled();
  });
});
