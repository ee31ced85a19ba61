import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { UpdatePlan } from '@main/updates/update-plan';
import { startUpdateService } from '@main/updates/update-service';
import { updateFiles } from '@main/updates/updater-config';
import { BrowserWindow, fakeEvent } from '../../electron-fake';
import { FakeUpdater, recordingLog } from './fake-updater';

vi.mock('electron', () => import('../../electron-fake'));

function fakeWindow() {
  const window = new BrowserWindow();
  // The app's own unsaved-changes question, as dialogs.ts registers it.
  window.webContents.on('will-prevent-unload', vi.fn());
  return window;
}

const PINNED = 'CN=Agency Review, O=Agency Review, C=US';
const perUser: UpdatePlan = {
  enabled: true,
  kind: 'nsis-per-user',
  feed: { url: 'https://updates.test/arc', from: 'configuration' },
  cacheDirName: 'agency-review-console-updater',
  publisherNames: [PINNED],
  administratorApproval: false,
};
const mac: UpdatePlan = { ...perUser, kind: 'mac-user-writable', publisherNames: [] };

async function service(
  plan: UpdatePlan = perUser,
  leave = true,
  userData = mkdtempSync(join(tmpdir(), 'updates-')),
) {
  const updater = new FakeUpdater();
  const window = fakeWindow();
  const { log, lines } = recordingLog();
  const confirmLeave = vi.fn(async () => leave);
  const loadUpdater = vi.fn(async () => updater);
  const check = vi.fn(async () => null);
  const checkPublisher = vi.fn(() => check);
  const windows = () => [window as never];
  const files = updateFiles(userData);
  const updates = await startUpdateService({
    plan,
    log,
    windows,
    confirmLeave,
    loadUpdater,
    files,
    currentVersion: '0.1.0',
    checkPublisher,
  });
  updates.announceTo(window as never);
  return {
    updates,
    updater,
    window,
    lines,
    confirmLeave,
    loadUpdater,
    files,
    check,
    checkPublisher,
    userData,
  };
}

const nothingUnsaved = { dirty: false, draftsPending: false };

describe('the update service', () => {
  it('never loads electron-updater when updates are off, and logs why', async () => {
    const { loadUpdater, lines, updates } = await service({ enabled: false, reason: 'not an installed app' });
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(lines).toContainEqual({
      level: 'info',
      message: 'Updates off',
      details: { reason: 'not an installed app' },
    });
    await expect(updates.install(nothingUnsaved)).resolves.toBe('no-update');
  });

  it('writes electron-updater’s configuration, points it there and logs where updates come from', async () => {
    const { updater, files, lines } = await service();
    expect(updater.updateConfigPath).toBe(files.config);
    expect(updater.feedUrl).toBe('https://updates.test/arc');
    expect(JSON.parse(readFileSync(files.config, 'utf8'))).toEqual({
      provider: 'generic',
      url: 'https://updates.test/arc',
      updaterCacheDirName: 'agency-review-console-updater',
      publisherName: [PINNED],
    });
    expect(lines).toContainEqual({
      level: 'info',
      message: 'Updates on',
      details: {
        feed: 'https://updates.test/arc',
        from: 'configuration',
        install: 'nsis-per-user',
        administratorApproval: false,
        publishers: [PINNED],
      },
    });
  });

  it('on Windows, installs only what the publisher check for the pinned names accepts', async () => {
    const { updater, check, checkPublisher } = await service();
    expect(checkPublisher).toHaveBeenCalledWith([PINNED]);
    expect(updater.verifyUpdateCodeSignature).toBe(check);
    await updater.verifySignature('C:\\pending\\Setup.exe');
    expect(check).toHaveBeenCalledWith([PINNED], 'C:\\pending\\Setup.exe');
  });

  it('on macOS, leaves the check to the OS (no names to pin)', async () => {
    const { updater, checkPublisher, files } = await service(mac);
    expect(checkPublisher).not.toHaveBeenCalled();
    expect(updater.verifyUpdateCodeSignature).toBeUndefined();
    expect(JSON.parse(readFileSync(files.config, 'utf8'))).not.toHaveProperty('publisherName');
  });

  it('warns when the install does not use the configured server, and why', async () => {
    const ignoredFeed = {
      url: 'https://mirror.test/arc',
      reason: 'an AppImage updates only from the server built into it',
    };
    const { lines, updater } = await service({ ...mac, kind: 'appimage', ignoredFeed });
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'Configured update server not used',
      details: ignoredFeed,
    });
    expect(updater.feedUrl).toBe('https://updates.test/arc');
  });

  it('does not start when its configuration cannot be written, and logs it', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'updates-'));
    writeFileSync(join(userData, 'updates'), 'a file where the folder should be');
    const { loadUpdater, lines, updates } = await service(perUser, true, userData);
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(lines.map((line) => line.message)).toContain('The updater could not start');
    await expect(updates.install(nothingUnsaved)).resolves.toBe('no-update');
  });

  it('says at the next start whether the downloaded update was installed', async () => {
    const first = await service();
    first.updater.emit('update-downloaded', { version: '0.2.0' });
    const { log, lines } = recordingLog();
    await startUpdateService({
      plan: { enabled: false, reason: 'not an installed app' },
      log,
      windows: () => [],
      confirmLeave: async () => true,
      files: first.files,
      currentVersion: '0.1.0',
    });
    expect(lines[0]).toEqual({
      level: 'warn',
      message: 'Update not installed: still 0.1.0',
      details: { expected: '0.2.0' },
    });
  });

  it('tells the page once an update is downloaded, and again after every reload', async () => {
    const { updater, window } = await service();
    window.webContents.emit('did-finish-load');
    expect(window.webContents.send).not.toHaveBeenCalled();
    updater.emit('update-downloaded', { version: '0.2.0' });
    window.webContents.emit('did-finish-load');
    expect(window.webContents.send.mock.calls).toEqual([
      ['app:update-ready', '0.2.0'],
      ['app:update-ready', '0.2.0'],
    ]);
  });

  it('answers no-update to "Restart now" before anything is downloaded', async () => {
    const { updates, updater } = await service();
    await expect(updates.install(nothingUnsaved)).resolves.toBe('no-update');
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('restarts into the update when nothing is unsaved, without a question', async () => {
    const { updates, updater, confirmLeave } = await service();
    updater.emit('update-downloaded', { version: '0.2.0' });
    await expect(updates.install(nothingUnsaved)).resolves.toBe('restarting');
    expect(confirmLeave).not.toHaveBeenCalled();
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, true);
  });

  it('refuses while a draft is still being written', async () => {
    const { updates, updater, confirmLeave } = await service();
    updater.emit('update-downloaded', { version: '0.2.0' });
    await expect(updates.install({ dirty: true, draftsPending: true })).resolves.toBe('drafts-pending');
    expect(confirmLeave).not.toHaveBeenCalled();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('asks first while a form has changes; Stay keeps the app running', async () => {
    const { updates, updater, confirmLeave } = await service(undefined, false);
    updater.emit('update-downloaded', { version: '0.2.0' });
    await expect(updates.install({ dirty: true, draftsPending: false })).resolves.toBe('stayed');
    expect(confirmLeave).toHaveBeenCalledOnce();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('after Leave, restarts and lets the page close without asking a second time', async () => {
    const { updates, updater, window } = await service(undefined, true);
    updater.emit('update-downloaded', { version: '0.2.0' });
    await expect(updates.install({ dirty: true, draftsPending: false })).resolves.toBe('restarting');
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, true);
    const unload = fakeEvent();
    window.webContents.emit('will-prevent-unload', unload);
    expect(window.webContents.listeners.get('will-prevent-unload')).toHaveLength(1);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('keeps the app running when electron-updater cannot start, and logs it', async () => {
    const { log, lines } = recordingLog();
    const updates = await startUpdateService({
      plan: mac,
      log,
      windows: () => [],
      confirmLeave: async () => true,
      files: updateFiles(mkdtempSync(join(tmpdir(), 'updates-'))),
      currentVersion: '0.1.0',
      loadUpdater: async () => Promise.reject(new Error('Cannot find module')),
    });
    expect(lines.map((line) => line.message)).toContain('The updater could not start');
    await expect(updates.install(nothingUnsaved)).resolves.toBe('no-update');
  });
});
