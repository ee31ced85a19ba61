import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App, Session, WebContents } from 'electron';
import { APP_ORIGIN } from '@main/app-origin';
import { configureLogging } from '@main/logging';
import { guardAllWebContents, guardWebContents, limitPermissions } from '@main/security';
import { FakeEmitter, fakeEvent, FakeWebContents } from '../electron-fake';

beforeAll(() => {
  configureLogging({ level: 'silent' });
});

function guarded(origins = [APP_ORIGIN]) {
  const contents = new FakeWebContents();
  const openExternal = vi.fn(async () => {});
  guardWebContents(contents as unknown as WebContents, { trustedOrigins: origins, openExternal });
  return { contents, openExternal };
}

function navigate(contents: FakeWebContents, url: string) {
  const event = fakeEvent();
  contents.emit('will-navigate', event, url);
  return event.defaultPrevented;
}

describe('navigation', () => {
  it('stays within the app origin', () => {
    const { contents } = guarded();
    expect(navigate(contents, 'app://console/review/42')).toBe(false);
  });

  it('is denied for any other origin, and an https page opens in the OS browser instead', () => {
    const { contents, openExternal } = guarded();
    expect(navigate(contents, 'https://example.com/')).toBe(true);
    expect(navigate(contents, 'app://other/')).toBe(true);
    expect(navigate(contents, 'file:///etc/passwd')).toBe(true);
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://example.com/');
  });

  it('trusts the dev server only when it is among the trusted origins', () => {
    expect(navigate(guarded().contents, 'http://localhost:5173/')).toBe(true);
    expect(navigate(guarded([APP_ORIGIN, 'http://localhost:5173']).contents, 'http://localhost:5173/x')).toBe(
      false,
    );
  });

  it('denies redirects away from the app', () => {
    const { contents } = guarded();
    const event = fakeEvent();
    contents.emit('will-redirect', event, 'https://example.com/');
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('window.open', () => {
  it('is always denied', () => {
    const { contents } = guarded();
    for (const url of [
      'https://example.com/',
      'app://console/',
      'http://example.com/',
      'javascript:alert(1)',
    ]) {
      expect(contents.openHandler?.({ url })).toEqual({ action: 'deny' });
    }
  });

  it('opens allowlisted https links with shell.openExternal, and nothing else', () => {
    const { contents, openExternal } = guarded();
    contents.openHandler?.({ url: 'https://agency.example.com/portfolio' });
    contents.openHandler?.({ url: 'http://agency.example.com/' });
    contents.openHandler?.({ url: 'file:///C:/Windows/system32/calc.exe' });
    contents.openHandler?.({ url: 'javascript:alert(1)' });
    contents.openHandler?.({ url: 'https://user:pass@example.com/' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://agency.example.com/portfolio');
  });
});

describe('webviews', () => {
  it('are never attached', () => {
    const { contents } = guarded();
    const event = fakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('permissions', () => {
  function handlers(trustedOrigins: string[]) {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
    limitPermissions(session as unknown as Session, trustedOrigins);
    const request = session.setPermissionRequestHandler.mock.calls[0][0];
    const check = session.setPermissionCheckHandler.mock.calls[0][0];
    return (permission: string, details: { requestingUrl?: string; isMainFrame?: boolean }) => {
      const callback = vi.fn();
      request({}, permission, callback, details);
      const checked = check({}, permission, APP_ORIGIN, details);
      expect(callback).toHaveBeenCalledWith(checked);
      return checked;
    };
  }
  const fromApp = { requestingUrl: `${APP_ORIGIN}/agency/a/review/r/report`, isMainFrame: true };

  it('denies every permission request and check but writing text to the clipboard', () => {
    const granted = handlers([APP_ORIGIN]);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal'])
      expect(granted(permission, fromApp)).toBe(false);
    expect(granted('clipboard-sanitized-write', fromApp)).toBe(true);
  });

  it("lets only the top frame of the app's own page write to the clipboard", () => {
    const granted = handlers([APP_ORIGIN]);
    expect(granted('clipboard-sanitized-write', { ...fromApp, isMainFrame: false })).toBe(false);
    expect(granted('clipboard-sanitized-write', { ...fromApp, requestingUrl: 'https://evil.example/' })).toBe(
      false,
    );
    expect(granted('clipboard-sanitized-write', { isMainFrame: true })).toBe(false);
    expect(handlers([])('clipboard-sanitized-write', fromApp)).toBe(false);
  });
});

describe('every webContents the app creates', () => {
  it('gets the same guards', () => {
    const app = new FakeEmitter();
    const openExternal = vi.fn(async () => {});
    guardAllWebContents(app as unknown as App, { trustedOrigins: [APP_ORIGIN], openExternal });
    const contents = new FakeWebContents();
    app.emit('web-contents-created', {}, contents);
    expect(navigate(contents, 'https://example.com/')).toBe(true);
    expect(contents.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });
});
