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
  /** The server to ask, in place of the one in the configuration file. */
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  /** NsisUpdater only: the check a downloaded installer must pass before it may run. */
  verifyUpdateCodeSignature?: VerifyUpdateCodeSignature;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Windows: the publisher check (publisher-check.ts) and the names pinned into the build. */
export interface SignatureCheck {
  publisherNames: readonly string[];
  verify: VerifyUpdateCodeSignature;
}

export interface AutoUpdatesOptions {
  updater: Updater;
  /** The file main wrote for this run (updater-config.ts). */
  configFile: string;
  /** The update server of the plan. */
  feedUrl: string;
  /** Windows: every download must pass it; the updater does not start if it cannot be put in place. */
  signature?: SignatureCheck;
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

/**
 * electron-updater 6.8.10's NsisUpdater checks a download in its own verifySignature(file), which reads
 * the publisher names from the configuration file and skips the check altogether when the file names
 * none. That file is in userData, which this user can edit. So verifySignature is replaced on this
 * instance by one that always runs our check with the build's pinned names, whatever the file says;
 * verifyUpdateCodeSignature, which the original would call, is our check too. An updater without that
 * method (another electron-updater) does not start: its check could not be relied on.
 */
function pinSignatureCheck(updater: Updater, { publisherNames, verify }: SignatureCheck): void {
  if (!('verifySignature' in updater) || typeof updater.verifySignature !== 'function') {
    throw new Error('this updater does not check signatures where the app expects');
  }
  const pinned = (file: string) => verify([...publisherNames], file);
  Object.defineProperty(updater, 'verifySignature', { value: pinned, writable: false, configurable: false });
  updater.verifyUpdateCodeSignature = verify;
  // A setter that ignored it would leave electron-updater's own check, which fails open.
  if (updater.verifyUpdateCodeSignature !== verify) {
    throw new Error('this updater does not take a signature check');
  }
}

export function startAutoUpdates({
  updater,
  configFile,
  feedUrl,
  signature,
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
  // cache folder would still be read from the missing file.
  updater.updateConfigPath = configFile;
  // The server from memory, not from that file, which this user could edit. After updateConfigPath,
  // whose setter forgets any server set before it.
  updater.setFeedURL({ provider: 'generic', url: feedUrl });
  if (signature) pinSignatureCheck(updater, signature);

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
