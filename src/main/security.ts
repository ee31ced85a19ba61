// Electron's security checklist, applied to every webContents and to the session: no navigation
// away from the app, no new windows, no webviews, no permission but writing text to the clipboard.
import type { App, Session, Shell, WebContents } from 'electron';
import { isTrustedUrl } from './app-origin';
import { isAllowedExternalUrl } from './external-links';
import { log } from './logging';

export interface GuardOptions {
  /** The app's own origins (see app-origin.ts). */
  trustedOrigins: readonly string[];
  openExternal: Shell['openExternal'];
  allowedExternalHosts?: readonly string[];
}

type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** Opens an allowlisted https link in the OS browser; anything else is dropped. */
export function openExternalIfAllowed(url: string, options: GuardOptions): boolean {
  if (!isAllowedExternalUrl(url, options.allowedExternalHosts)) {
    log.warn('Refused to open a link outside the allowlist', { scheme: url.split(':')[0] });
    return false;
  }
  void options.openExternal(url).catch((error: unknown) => log.warn('Could not open link', { error }));
  return true;
}

export function guardWebContents(contents: GuardedContents, options: GuardOptions): void {
  contents.on('will-navigate', (event, url) => {
    if (isTrustedUrl(url, options.trustedOrigins)) return;
    event.preventDefault();
    openExternalIfAllowed(url, options);
  });
  contents.on('will-redirect', (event, url) => {
    if (!isTrustedUrl(url, options.trustedOrigins)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openExternalIfAllowed(url, options);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

/**
 * The console needs no camera, notifications, geolocation or anything else. It only writes text to the
 * clipboard ("Copy link": Chromium sanitises what is written, and only on a click), from the top frame
 * of its own page; `trustedOrigins` empty (a session that shows no page of the app) grants nothing.
 */
export function limitPermissions(session: PermissionSession, trustedOrigins: readonly string[]): void {
  const granted = (permission: string, url: string | undefined, isMainFrame: boolean | undefined) =>
    permission === 'clipboard-sanitized-write' &&
    isMainFrame === true &&
    url !== undefined &&
    isTrustedUrl(url, trustedOrigins);
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const answer = granted(permission, details.requestingUrl, details.isMainFrame);
    if (!answer) log.debug('Permission denied', { permission });
    callback(answer);
  });
  session.setPermissionCheckHandler((_contents, permission, _origin, details) =>
    granted(permission, details.requestingUrl, details.isMainFrame),
  );
}

/** Applies the guards to every webContents the app ever creates, including the main window's. */
export function guardAllWebContents(app: Pick<App, 'on'>, options: GuardOptions): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, options));
}
