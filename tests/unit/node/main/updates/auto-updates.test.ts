import type { VerifyUpdateCodeSignature } from 'electron-updater';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, startAutoUpdates, type SignatureCheck } from '@main/updates/auto-updates';
import { FakeUpdater, recordingLog } from './fake-updater';

const CONFIG_FILE = '/user-data/updates/app-update.yml';
const FEED = 'https://updates.example.com/arc';
const PINNED = ['CN=Agency Review, O=Agency Review, C=US'];
const FILE = 'C:\\Users\\rev\\AppData\\Local\\arc-updater\\pending\\temp-Setup.exe';

function signatureCheck() {
  const verify = vi.fn<VerifyUpdateCodeSignature>(async () => 'refused');
  return { publisherNames: PINNED, verify };
}

function started(signature?: SignatureCheck, updater = new FakeUpdater()) {
  const { log, lines } = recordingLog();
  const onReady = vi.fn();
  const repeat = vi.fn((_check: () => Promise<void>, _ms: number) => vi.fn());
  const updates = startAutoUpdates({
    updater,
    configFile: CONFIG_FILE,
    feedUrl: FEED,
    signature,
    log,
    onReady,
    repeat,
  });
  return { updater, lines, onReady, repeat, updates };
}

describe('automatic updates', () => {
  it('read the configuration main wrote, download by themselves and install on quit', () => {
    const { updater } = started();
    expect(updater.updateConfigPath).toBe(CONFIG_FILE);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });

  it('never take a web installer, whose package would escape the signature check', () => {
    expect(started().updater.disableWebInstaller).toBe(true);
  });

  it('ask the plan’s server, set from memory after the file (whose setter forgets the server)', () => {
    const { updater } = started();
    expect(updater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: FEED });
    expect(updater.feedUrl).toBe(FEED);
  });

  it('put the publisher check in place of electron-updater’s own when given one', () => {
    const signature = signatureCheck();
    expect(started(signature).updater.verifyUpdateCodeSignature).toBe(signature.verify);
    expect(started().updater.verifyUpdateCodeSignature).toBeUndefined();
  });

  it('check every download with the pinned names, never through electron-updater’s file-reading check', async () => {
    const signature = signatureCheck();
    const { updater } = started(signature);
    // What NsisUpdater calls on a downloaded installer: now ours, whatever the configuration file says.
    await expect(updater.verifySignature(FILE)).resolves.toBe('refused');
    expect(signature.verify).toHaveBeenCalledWith(PINNED, FILE);
    expect(() => Object.assign(updater, { verifySignature: async () => null })).toThrow(TypeError);
    // Without a check to pin (macOS, Linux) electron-updater's stays as it is.
    const plain = new FakeUpdater();
    const own = plain.verifySignature;
    started(undefined, plain);
    expect(plain.verifySignature).toBe(own);
  });

  it('refuse to start when the updater would not take the publisher check', () => {
    const deaf = new FakeUpdater();
    Object.defineProperty(deaf, 'verifyUpdateCodeSignature', { get: () => undefined, set: () => {} });
    expect(() => started(signatureCheck(), deaf)).toThrow('does not take a signature check');
    expect(deaf.checkForUpdates).not.toHaveBeenCalled();
  });

  it('refuse to start when the updater does not check downloads where the app replaces the check', () => {
    const other = new FakeUpdater();
    Object.defineProperty(other, 'verifySignature', { value: undefined });
    expect(() => started(signatureCheck(), other)).toThrow('does not check signatures where the app expects');
    expect(other.checkForUpdates).not.toHaveBeenCalled();
  });

  it('check at start, then every four hours', () => {
    const { updater, repeat } = started();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(CHECK_EVERY_MS).toBe(4 * 60 * 60 * 1000);
    const [[check, every]] = repeat.mock.calls;
    expect(every).toBe(CHECK_EVERY_MS);
    check();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
  });

  it('say when an update is downloaded, and remember it', () => {
    const { updater, onReady, updates } = started();
    expect(updates.readyVersion()).toBeNull();
    updater.emit('update-downloaded', { version: '0.2.0' });
    expect(onReady).toHaveBeenCalledWith('0.2.0');
    expect(updates.readyVersion()).toBe('0.2.0');
  });

  it('log for IT the version offered, downloaded and being installed', () => {
    const { updater, updates, lines } = started();
    updater.emit('update-available', { version: '0.2.0' });
    updater.emit('update-downloaded', { version: '0.2.0' });
    updates.installNow();
    expect(lines).toEqual([
      { level: 'info', message: 'Update offered', details: { version: '0.2.0' } },
      {
        level: 'info',
        message: 'Update downloaded; it installs on restart or quit',
        details: { version: '0.2.0' },
      },
      { level: 'info', message: 'Installing the update', details: { version: '0.2.0' } },
    ]);
  });

  it('log failures (offline, 404, bad signature) as warnings, never as errors, never thrown', async () => {
    const { updater, lines, repeat } = started();
    updater.checkForUpdates.mockRejectedValueOnce(new Error('net::ERR_INTERNET_DISCONNECTED'));
    const [[check]] = repeat.mock.calls;
    await expect(check()).resolves.toBeUndefined();
    updater.emit('error', new Error('HttpError: 404 https://updates.test/latest.yml'));
    updater.logger?.error('New version is not signed by the application owner');
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'Update failed',
      'Updater: New version is not signed by the application owner',
    ]);
  });

  it('install silently and start again when asked', () => {
    const { updater, updates } = started();
    updates.installNow();
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, true);
  });
});
