// electron-updater, driven quietly: checks at start and every few hours, downloads in the
// background, says when an update is ready and installs it on quit. Failures are only logged.
import type { VerifyUpdateCodeSignature } from 'electron-updater';
import type { Logger } from '../logging';

export const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

type LogLine = (message?: unknown) => void;

/** The part of electron-updater's AppUpdater used here, so tests can pass a fake. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: { info: LogLine; warn: LogLine; error: LogLine } | null;
  /** Never a web installer: only the full installer, whose signature is checked. */
  disableWebInstaller: boolean;
  /** The configuration file electron-updater reads (write-only in electron-updater). */
  updateConfigPath: string | null;
  /** NsisUpdater only: the check a downloaded installer must pass before it may run. */
  verifyUpdateCodeSignature?: VerifyUpdateCodeSignature;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface AutoUpdatesOptions {
  updater: Updater;
  /** The file main wrote for this run (updater-config.ts). */
  configFile: string;
  /** Windows: the publisher check (publisher-check.ts); the updater does not start without it there. */
  verifySignature?: VerifyUpdateCodeSignature;
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
  configFile,
  verifySignature,
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
  updater.disableWebInstaller = true;
  // Always main's own file, never resources/app-update.yml, which a build without `publish` lacks
  // (an ENOENT at the first download). This setter (public, though its typings call it "test only")
  // is electron-updater's one way to name another file: setFeedURL sets only the server, and the
  // cache folder and publisher names would still be read from the missing file; NsisUpdater even
  // skips its publisher check when it cannot read them.
  updater.updateConfigPath = configFile;
  if (verifySignature) {
    updater.verifyUpdateCodeSignature = verifySignature;
    // A setter that ignored it would leave electron-updater's own check, which fails open.
    if (updater.verifyUpdateCodeSignature !== verifySignature) {
      throw new Error('this updater does not take a signature check');
    }
  }

  let ready: string | null = null;
  updater.on('update-available', ({ version }) => log.info('Update offered', { version }));
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
  const installNow = () => {
    log.info('Installing the update', { version: ready });
    updater.quitAndInstall(true, true);
  };
  return { readyVersion: () => ready, installNow, stop };
}
