import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_INVOKE_CHANNELS } from '@shared/ipc/contract';
import { startApp } from '@main/start-app';
import {
  invoke,
  ipcHandlers,
  Menu,
  openedWindows,
  partitionSession as partition,
  screen,
  session,
  shell,
  userData,
} from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

const defaultSession = session.defaultSession;

let running: Awaited<ReturnType<typeof startApp>>;
const savedApiUrl = process.env.REVIEW_CONSOLE_API_URL;
const fromApp = { senderFrame: { url: 'app://console/login' } };

beforeAll(async () => {
  delete process.env.REVIEW_CONSOLE_API_URL;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  running = await startApp({
    rendererDir: '/app/out/renderer',
    preloadPath: '/app/out/preload/index.cjs',
    trustedOrigins: ['app://console'],
    takeLink: () => null,
  });
});

afterAll(async () => {
  await running.shutdown();
  if (savedApiUrl !== undefined) process.env.REVIEW_CONSOLE_API_URL = savedApiUrl;
  vi.restoreAllMocks();
});

describe('starting the desktop app in development', () => {
  it('uses the persistent partition, serves app:// on it and denies permissions on every session', () => {
    expect(session.fromPartition).toHaveBeenCalledWith('persist:review-console');
    expect(partition.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(partition.setPermissionRequestHandler).toHaveBeenCalled();
    expect(defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(defaultSession.setPermissionCheckHandler).toHaveBeenCalled();
  });

  it('registers a handler for every invoke channel', () => {
    expect([...ipcHandlers.keys()].sort()).toEqual([...IPC_INVOKE_CHANNELS].sort());
  });

  it('opens one window on the app origin', () => {
    expect(openedWindows).toHaveLength(1);
    expect(openedWindows[0].loadURL).toHaveBeenCalledWith('app://console/');
    expect(running.getWindow()).toBe(openedWindows[0]);
  });

  it('reports the embedded demo API as the configured backend', async () => {
    await expect(invoke('app:info', fromApp)).resolves.toMatchObject({
      apiConfigured: true,
      apiSource: 'demo',
      version: '0.1.0',
    });
  });

  it('reaches the embedded demo API through the partition fetch', async () => {
    const result = await invoke('api:call', fromApp, { endpoint: 'csrfToken' });
    expect(result).toMatchObject({ ok: true, data: { csrfToken: expect.any(String) } });
    expect(partition.fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/csrf\/token$/),
      expect.anything(),
    );
  });

  it('sends auth:error to the window when the API answers 401', async () => {
    const result = await invoke('api:call', fromApp, { endpoint: 'reviewerProfile' });
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    expect(openedWindows[0].webContents.send).toHaveBeenCalledWith('auth:error');
  });
});

describe('what the desktop app adds around the page', () => {
  it('installs its own application menu', () => {
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    expect(Menu.buildFromTemplate).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ label: 'Help' })]),
    );
  });

  it('rebuilds the menu in the language the reviewer switches to', async () => {
    await invoke('language:set', fromApp, 'ar');
    expect(Menu.buildFromTemplate).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ label: 'مساعدة' })]),
    );
    await invoke('language:set', fromApp, 'en');
  });

  it("opens the app's own log folder, whatever the renderer sends", async () => {
    await expect(invoke('app:open-logs-folder', fromApp)).resolves.toBe(true);
    expect(shell.openPath).toHaveBeenCalledWith(join(userData, 'logs'));
    await expect(invoke('app:open-logs-folder', fromApp, '/etc')).rejects.toThrow(/Invalid arguments/);
  });

  it.runIf(process.platform !== 'darwin')(
    "spell-checks every session with the repository's dictionaries, from an address that downloads nothing",
    () => {
      const bundled = join(process.cwd(), 'resources', 'dictionaries');
      for (const each of [partition, defaultSession]) {
        expect(each.setSpellCheckerDictionaryDownloadURL).toHaveBeenCalledWith(
          `${pathToFileURL(bundled).href}/`,
        );
        expect(each.setSpellCheckerLanguages).toHaveBeenCalledWith(['en-US']);
        expect(each.setSpellCheckerEnabled).not.toHaveBeenCalledWith(false);
      }
      const installed = readFileSync(join(userData, 'sessionData', 'Dictionaries', 'en-US-10-1.bdic'));
      expect(installed.equals(readFileSync(join(bundled, 'en-US-10-1.bdic')))).toBe(true);
    },
  );

  it('shows a right-click menu in the window', () => {
    expect(openedWindows[0].webContents.listeners.get('context-menu')).toHaveLength(1);
  });
});

describe('the window and the displays', () => {
  it('moves the window onto a display there is when its monitor is unplugged', () => {
    const window = openedWindows[0];
    window.getBounds.mockReturnValue({ x: 2200, y: 100, width: 1200, height: 800 });
    screen.emit('display-removed', {}, { id: 2 });
    expect(window.setBounds).toHaveBeenCalledWith({ x: 720, y: 100, width: 1200, height: 800 });
  });
});
