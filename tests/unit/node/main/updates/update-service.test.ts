import { describe, expect, it, vi } from 'vitest';
import type { UpdatePlan } from '@main/updates/update-plan';
import { startUpdateService } from '@main/updates/update-service';
import { BrowserWindow, fakeEvent } from '../../electron-fake';
import { FakeUpdater, recordingLog } from './fake-updater';

vi.mock('electron', () => import('../../electron-fake'));

function fakeWindow() {
  const window = new BrowserWindow();
  // The app's own unsaved-changes question, as dialogs.ts registers it.
  window.webContents.on('will-prevent-unload', vi.fn());
  return window;
}

async function service(plan: UpdatePlan = { enabled: true, feedUrl: 'https://updates.test' }, leave = true) {
  const updater = new FakeUpdater();
  const window = fakeWindow();
  const { log, lines } = recordingLog();
  const confirmLeave = vi.fn(async () => leave);
  const loadUpdater = vi.fn(async () => updater);
  const windows = () => [window as never];
  const updates = await startUpdateService({ plan, log, windows, confirmLeave, loadUpdater });
  updates.announceTo(window as never);
  return { updates, updater, window, lines, confirmLeave, loadUpdater };
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
      plan: { enabled: true, feedUrl: null },
      log,
      windows: () => [],
      confirmLeave: async () => true,
      loadUpdater: async () => Promise.reject(new Error('Cannot find module')),
    });
    expect(lines.map((line) => line.message)).toContain('The updater could not start');
    await expect(updates.install(nothingUnsaved)).resolves.toBe('no-update');
  });
});
