// Electron's security checklist, applied to every webContents and to the session: no navigation
// away from the app, no new windows, no webviews, no permissions.
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

/** The console needs no camera, notifications, geolocation or anything else: deny every request. */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log.debug('Permission denied', { permission });
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
}

/** Applies the guards to every webContents the app ever creates, including the main window's. */
export function guardAllWebContents(app: Pick<App, 'on'>, options: GuardOptions): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, options));
}
