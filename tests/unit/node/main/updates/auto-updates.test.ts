import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, startAutoUpdates } from '@main/updates/auto-updates';
import { FakeUpdater, recordingLog } from './fake-updater';

function started(feedUrl: string | null = 'https://updates.test/console') {
  const updater = new FakeUpdater();
  const { log, lines } = recordingLog();
  const onReady = vi.fn();
  const repeat = vi.fn((_check: () => Promise<void>, _ms: number) => vi.fn());
  const updates = startAutoUpdates({ updater, feedUrl, log, onReady, repeat });
  return { updater, lines, onReady, repeat, updates };
}

describe('automatic updates', () => {
  it('use the generic provider at the given URL, download by themselves and install on quit', () => {
    const { updater } = started();
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.test/console',
    });
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });

  it('leave the feed to the build’s app-update.yml when no URL is configured', () => {
    expect(started(null).updater.setFeedURL).not.toHaveBeenCalled();
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
