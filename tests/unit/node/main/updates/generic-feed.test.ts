// electron-updater's real NsisUpdater, downloading for real over HTTP from a generic feed on this
// machine, driven by the app's own wiring: the configuration file main writes (a build without
// `publish` has no app-update.yml), the server from memory and the publisher check, with PowerShell
// faked.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeHttpExecutor } from 'builder-util';
import { configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';
import { NsisUpdater, type VerifyUpdateCodeSignature } from 'electron-updater';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAutoUpdates } from '@main/updates/auto-updates';
import { createPublisherCheck, FILE_VARIABLE, type PowerShellRequest } from '@main/updates/publisher-check';
import { updateFiles, writeUpdaterConfig } from '@main/updates/updater-config';
import { recordingLog } from './fake-updater';

type AppAdapter = NonNullable<ConstructorParameters<typeof NsisUpdater>[1]>;

const PINNED = ['CN=Agency Review, O=Agency Review, C=US'];
const CACHE_DIR_NAME = 'agency-review-console-updater';
const SETUP = 'Agency-Review-Console-Setup-0.2.0.exe';
const INSTALLER = Buffer.from(`MZ stand-in for the NSIS installer ${'.'.repeat(4096)}`);
const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

// electron-updater names the feed after the system it runs on (Provider.getChannelFilePrefix):
// latest.yml on Windows. The same feed is served under this system's name, so the test runs anywhere.
const CHANNEL_FILE =
  process.platform === 'darwin'
    ? 'latest-mac.yml'
    : process.platform === 'linux'
      ? `latest-linux${process.arch === 'x64' ? '' : `-${process.arch}`}.yml`
      : 'latest.yml';

const feed = (sha: string) =>
  [
    'version: 0.2.0',
    'files:',
    `  - url: ${SETUP}`,
    `    sha512: ${sha}`,
    `    size: ${INSTALLER.length}`,
    `path: ${SETUP}`,
    `sha512: ${sha}`,
    "releaseDate: '2026-11-01T00:00:00.000Z'",
    '',
  ].join('\n');

let server: Server;
let feedUrl: string;
let published = feed(sha512(INSTALLER));
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requested.push(path);
    if (path === '/arc/latest.yml' || path === `/arc/${CHANNEL_FILE}`) return response.end(published);
    if (path === `/arc/${SETUP}`) return response.end(INSTALLER);
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the feed is not listening on a port');
  feedUrl = `http://127.0.0.1:${address.port}/arc`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** electron-updater's AppAdapter without Electron: an installed 0.1.0 whose build has no app-update.yml. */
function installedApp(): AppAdapter & { folder: string } {
  const folder = mkdtempSync(join(tmpdir(), 'generic-feed-'));
  return {
    folder,
    version: '0.1.0',
    name: 'Agency Review Console',
    isPackaged: true,
    appUpdateConfigPath: join(folder, 'resources', 'app-update.yml'),
    userDataPath: join(folder, 'userData'),
    baseCachePath: join(folder, 'cache'),
    whenReady: async () => {},
    relaunch: vi.fn(),
    quit: vi.fn(),
    onQuit: vi.fn(),
  };
}

/**
 * builder-util's executor on Node's http, plus the one method electron-updater adds in its own
 * executor on Electron's net (ElectronHttpExecutor.download), written the same way.
 */
class NodeDownloadExecutor extends NodeHttpExecutor {
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      const callback = (error: Error | null) => (error ? reject(error) : resolve(destination));
      this.doDownload(requestOptions, { destination, options, onCancel, callback, responseHandler: null }, 0);
    });
  }
}

/** An NsisUpdater on Node's HTTP (there is no Electron net module here). */
function nsisUpdater(app: AppAdapter) {
  const updater = new NsisUpdater(null, app);
  Object.assign(updater, { httpExecutor: new NodeDownloadExecutor() });
  return updater;
}

/** PowerShell's answer for the file it is asked about, recording what it saw. */
function fakePowerShell(subject: string) {
  const seen: { file: string; sha512: string }[] = [];
  const run = vi.fn(async ({ env }: PowerShellRequest) => {
    const file = env[FILE_VARIABLE] ?? '';
    seen.push({ file, sha512: sha512(readFileSync(file)) });
    return {
      code: 0,
      stdout: JSON.stringify({ Status: 'Valid', Subject: subject, Path: file }),
      stderr: '',
      timedOut: false,
    };
  });
  return { run, seen };
}

/**
 * `editFile`: what this user does to main's file after main wrote it and before electron-updater reads
 * it (userData is theirs).
 */
async function downloadFromFeed(subject = PINNED[0], editFile?: (file: string) => void) {
  const app = installedApp();
  const updater = nsisUpdater(app);
  const { log, lines } = recordingLog();
  const powershell = fakePowerShell(subject);
  const verify = vi.fn<VerifyUpdateCodeSignature>(
    createPublisherCheck({ publisherNames: PINNED, run: powershell.run, log }),
  );
  const files = updateFiles(app.userDataPath);
  writeUpdaterConfig(files.config, { url: feedUrl, cacheDirName: CACHE_DIR_NAME, publisherNames: PINNED });
  editFile?.(files.config);
  const onReady = vi.fn();
  startAutoUpdates({
    updater,
    configFile: files.config,
    feedUrl,
    signature: { publisherNames: PINNED, verify },
    log,
    onReady,
    repeat: () => () => {},
  });
  // The check started above is still running: this waits for it and its download.
  const result = await updater.checkForUpdates();
  const download = result?.downloadPromise ?? Promise.reject(new Error('no download started'));
  const outcome = await download.then(
    (paths) => ({ paths, error: null }),
    (error: Error & { code?: string }) => ({ paths: [], error }),
  );
  const pending = join(app.baseCachePath, CACHE_DIR_NAME, 'pending');
  return { app, updater, verify, powershell, onReady, lines, outcome, pending };
}

describe('updates from a generic feed, for real', () => {
  it('download, check the sha512 and the publisher, and are then ready to install', async () => {
    published = feed(sha512(INSTALLER));
    const { app, updater, verify, powershell, onReady, outcome, pending, lines } = await downloadFromFeed();
    expect(outcome.error).toBeNull();
    expect(existsSync(app.appUpdateConfigPath)).toBe(false);
    expect(outcome.paths).toEqual([join(pending, SETUP)]);
    expect(readFileSync(join(pending, SETUP))).toEqual(INSTALLER);
    // The names electron-updater read from main's file; PowerShell was asked about the downloaded bytes.
    expect(verify).toHaveBeenCalledWith(PINNED, expect.stringContaining(pending));
    expect(powershell.seen).toEqual([{ file: expect.stringContaining(pending), sha512: sha512(INSTALLER) }]);
    expect(onReady).toHaveBeenCalledWith('0.2.0');
    expect(lines.map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'Update offered',
        'Update signature accepted',
        'Update downloaded; it installs on restart or quit',
      ]),
    );
    expect(requested).toContain(`/arc/${CHANNEL_FILE}`);
    expect(requested).toContain(`/arc/${SETUP}`);
    updater.removeAllListeners();
  });

  it('check the pinned publisher and ask the configured server, whatever an edit to the file says', async () => {
    published = feed(sha512(INSTALLER));
    requested.length = 0;
    // No publisherName (electron-updater's own check would be skipped) and another server.
    const edited = {
      provider: 'generic',
      url: 'http://127.0.0.1:9/elsewhere',
      updaterCacheDirName: CACHE_DIR_NAME,
    };
    const { updater, verify, powershell, outcome, pending } = await downloadFromFeed(PINNED[0], (file) =>
      writeFileSync(file, JSON.stringify(edited)),
    );
    expect(outcome.error).toBeNull();
    expect(outcome.paths).toEqual([join(pending, SETUP)]);
    expect(verify).toHaveBeenCalledWith(PINNED, expect.stringContaining(pending));
    expect(powershell.seen).toEqual([{ file: expect.stringContaining(pending), sha512: sha512(INSTALLER) }]);
    // Asked of this feed, not of the edited file's server (which does not answer).
    expect(requested).toEqual(expect.arrayContaining([`/arc/${CHANNEL_FILE}`, `/arc/${SETUP}`]));
    updater.removeAllListeners();
  });

  it('refuse an installer signed by anyone else, even when the edited file names no publisher', async () => {
    published = feed(sha512(INSTALLER));
    const edited = { provider: 'generic', url: feedUrl, updaterCacheDirName: CACHE_DIR_NAME };
    const { updater, verify, outcome, onReady } = await downloadFromFeed(
      'CN=Mallory, O=Mallory, C=US',
      (file) => writeFileSync(file, JSON.stringify(edited)),
    );
    expect(verify).toHaveBeenCalledOnce();
    expect(outcome.error?.code).toBe('ERR_UPDATER_INVALID_SIGNATURE');
    expect(onReady).not.toHaveBeenCalled();
    expect(updater.install(true, true)).toBe(false);
  });

  it('fail on a wrong sha512, before any signature check, and leave nothing to install', async () => {
    published = feed(sha512(Buffer.from('another file')));
    const { updater, verify, onReady, outcome, pending } = await downloadFromFeed();
    expect(outcome.error?.code).toBe('ERR_CHECKSUM_MISMATCH');
    expect(verify).not.toHaveBeenCalled();
    expect(onReady).not.toHaveBeenCalled();
    expect(existsSync(pending) ? readdirSync(pending) : []).toEqual([]);
    expect(updater.install(true, true)).toBe(false);
  });

  it('fail when the installer is signed by anyone else, and leave nothing to install', async () => {
    published = feed(sha512(INSTALLER));
    const { updater, verify, onReady, outcome, pending, app } = await downloadFromFeed(
      'CN=Mallory, O=Mallory, C=US',
    );
    expect(verify).toHaveBeenCalledOnce();
    expect(outcome.error?.code).toBe('ERR_UPDATER_INVALID_SIGNATURE');
    expect(outcome.error?.message).toContain('signed by "CN=Mallory, O=Mallory, C=US"');
    expect(onReady).not.toHaveBeenCalled();
    expect(existsSync(pending) ? readdirSync(pending) : []).toEqual([]);
    expect(updater.install(true, true)).toBe(false);
    expect(app.quit).not.toHaveBeenCalled();
  });
});

describe('why the app does not leave it to electron-updater’s defaults', () => {
  it('setFeedURL alone cannot download for a build without app-update.yml', async () => {
    published = feed(sha512(INSTALLER));
    const updater = nsisUpdater(installedApp());
    updater.logger = null;
    updater.setFeedURL({ provider: 'generic', url: feedUrl });
    const result = await updater.checkForUpdates();
    await expect(result?.downloadPromise).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('its own publisher check lets an unsigned installer through when PowerShell cannot run', async () => {
    published = feed(sha512(INSTALLER));
    const app = installedApp();
    const updater = nsisUpdater(app);
    updater.logger = null;
    const files = updateFiles(app.userDataPath);
    writeUpdaterConfig(files.config, { url: feedUrl, cacheDirName: CACHE_DIR_NAME, publisherNames: PINNED });
    updater.updateConfigPath = files.config;
    const path = process.env.PATH;
    const cwd = process.cwd();
    process.env.PATH = '';
    // Its shell line ends `chcp 65001 >NUL`: on this system that writes a file named NUL where it runs.
    process.chdir(app.folder);
    try {
      const result = await updater.checkForUpdates();
      await expect(result?.downloadPromise).resolves.toHaveLength(1);
    } finally {
      process.env.PATH = path;
      process.chdir(cwd);
    }
  });
});
