import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, startAutoUpdates, type Updater } from '@main/updates/auto-updates';
import { FakeUpdater, recordingLog } from './fake-updater';

const CONFIG_FILE = '/user-data/updates/app-update.yml';

function started(verifySignature?: Updater['verifyUpdateCodeSignature'], updater = new FakeUpdater()) {
  const { log, lines } = recordingLog();
  const onReady = vi.fn();
  const repeat = vi.fn((_check: () => Promise<void>, _ms: number) => vi.fn());
  const updates = startAutoUpdates({
    updater,
    configFile: CONFIG_FILE,
    verifySignature,
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

  it('put the publisher check in place of electron-updater’s own when given one', () => {
    const check = vi.fn(async () => null);
    expect(started(check).updater.verifyUpdateCodeSignature).toBe(check);
    expect(started().updater.verifyUpdateCodeSignature).toBeUndefined();
  });

  it('refuse to start when the updater would not take the publisher check', () => {
    const deaf = new FakeUpdater();
    Object.defineProperty(deaf, 'verifyUpdateCodeSignature', { get: () => undefined, set: () => {} });
    expect(() =>
      started(
        vi.fn(async () => null),
        deaf,
      ),
    ).toThrow('does not take a signature check');
    expect(deaf.checkForUpdates).not.toHaveBeenCalled();
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
