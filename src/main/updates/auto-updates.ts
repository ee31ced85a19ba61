// electron-updater, driven quietly: checks at start and every few hours, downloads in the
// background, says when an update is ready and installs it on quit. Failures are only logged.
import type { Logger } from '../logging';

export const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

type LogLine = (message?: unknown) => void;

/** The part of electron-updater's AppUpdater used here, so tests can pass a fake. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: { info: LogLine; warn: LogLine; error: LogLine } | null;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface AutoUpdatesOptions {
  updater: Updater;
  /** The generic server's URL; null: the build's app-update.yml. */
  feedUrl: string | null;
  log: Logger;
  onReady: (version: string) => void;
  every?: number;
  /** Runs `check` every `ms`; returns a stop function. */
  repeat?: (check: () => Promise<void>, ms: number) => () => void;
}

export interface AutoUpdates {
  /** The downloaded version waiting to be installed, or null. */
  readyVersion(): string | null;
  /** Quits, installs silently and starts the app again. */
  installNow(): void;
  stop(): void;
}

const repeatEvery = (check: () => Promise<void>, ms: number) => {
  const timer = setInterval(check, ms);
  return () => clearInterval(timer);
};

export function startAutoUpdates({
  updater,
  feedUrl,
  log,
  onReady,
  every = CHECK_EVERY_MS,
  repeat = repeatEvery,
}: AutoUpdatesOptions): AutoUpdates {
  const text = (message: unknown) => String(message);
  // Offline, a 404 or a bad signature is expected now and then: a warning in the log, nothing on screen.
  updater.logger = {
    info: (message) => log.info(`Updater: ${text(message)}`),
    warn: (message) => log.warn(`Updater: ${text(message)}`),
    error: (message) => log.warn(`Updater: ${text(message)}`),
  };
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  if (feedUrl) updater.setFeedURL({ provider: 'generic', url: feedUrl });

  let ready: string | null = null;
  updater.on('update-downloaded', ({ version }) => {
    ready = version;
    log.info('Update downloaded; it installs on restart or quit', { version });
    onReady(version);
  });
  updater.on('error', (error) => log.warn('Update failed', { error }));

  // A failed check also emits 'error', which logs it; the check itself never rejects.
  const check = () =>
    updater.checkForUpdates().then(
      () => undefined,
      () => undefined,
    );
  void check();
  const stop = repeat(check, every);
  return { readyVersion: () => ready, installNow: () => updater.quitAndInstall(true, true), stop };
}
