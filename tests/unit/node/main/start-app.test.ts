import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_INVOKE_CHANNELS } from '@shared/ipc/contract';
import { FakeEmitter } from './fakes/web-contents';

const userData = mkdtempSync(join(tmpdir(), 'start-app-'));
const handlers = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
const windows: FakeWindow[] = [];

function fakeSession() {
  return {
    fetch: vi.fn((input: string | Request, init?: RequestInit) => globalThis.fetch(input, init)),
    protocol: { handle: vi.fn() },
    cookies: Object.assign(new FakeEmitter(), { set: vi.fn(async () => {}) }),
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setSpellCheckerEnabled: vi.fn(),
  };
}
const partition = fakeSession();
const defaultSession = fakeSession();

class FakeWindow extends FakeEmitter {
  readonly webContents = Object.assign(new FakeEmitter(), { send: vi.fn(), isDestroyed: () => false });
  readonly loadURL = vi.fn(async () => {});
  constructor(readonly options: Electron.BrowserWindowConstructorOptions) {
    super();
    windows.push(this);
  }
  getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 820 });
  isMaximized = () => false;
  isDestroyed = () => false;
}

vi.mock('electron', () => ({
  app: {
    isPackaged: false,
    getPath: (name: string) => (name === 'userData' ? userData : join(userData, 'electron')),
    getName: () => 'Agency Review Console',
    getVersion: () => '0.1.0',
  },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  session: { fromPartition: vi.fn(() => partition), defaultSession },
  BrowserWindow: FakeWindow,
  ipcMain: {
    handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => Promise<unknown>) =>
      handlers.set(channel, handler),
  },
  dialog: {},
  Menu: { buildFromTemplate: vi.fn((template: unknown) => ({ template })), setApplicationMenu: vi.fn() },
  shell: { openPath: vi.fn(async () => '') },
}));

const { startApp } = await import('../../../../src/main/start-app');
const { Menu, session, shell } = await import('electron');

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
    expect([...handlers.keys()].sort()).toEqual([...IPC_INVOKE_CHANNELS].sort());
  });

  it('opens one window on the app origin', () => {
    expect(windows).toHaveLength(1);
    expect(windows[0].loadURL).toHaveBeenCalledWith('app://console/');
    expect(running.getWindow()).toBe(windows[0]);
  });

  it('reports the embedded demo API as the configured backend', async () => {
    await expect(handlers.get('app:info')!(fromApp)).resolves.toMatchObject({
      apiConfigured: true,
      apiSource: 'demo',
      version: '0.1.0',
    });
  });

  it('reaches the embedded demo API through the partition fetch', async () => {
    const result = await handlers.get('api:call')!(fromApp, { endpoint: 'csrfToken' });
    expect(result).toMatchObject({ ok: true, data: { csrfToken: expect.any(String) } });
    expect(partition.fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/csrf\/token$/),
      expect.anything(),
    );
  });

  it('sends auth:error to the window when the API answers 401', async () => {
    const result = await handlers.get('api:call')!(fromApp, { endpoint: 'reviewerProfile' });
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    expect(windows[0].webContents.send).toHaveBeenCalledWith('auth:error');
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
    await handlers.get('language:set')!(fromApp, 'ar');
    expect(Menu.buildFromTemplate).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ label: 'مساعدة' })]),
    );
    await handlers.get('language:set')!(fromApp, 'en');
  });

  it("opens the app's own log folder, whatever the renderer sends", async () => {
    await expect(handlers.get('app:open-logs-folder')!(fromApp)).resolves.toBe(true);
    expect(shell.openPath).toHaveBeenCalledWith(join(userData, 'electron'));
    await expect(handlers.get('app:open-logs-folder')!(fromApp, '/etc')).rejects.toThrow(/Invalid arguments/);
  });

  it.runIf(process.platform !== 'darwin')(
    'turns the spell checker off on every session, so no dictionary is downloaded',
    () => {
      expect(partition.setSpellCheckerEnabled).toHaveBeenCalledWith(false);
      expect(defaultSession.setSpellCheckerEnabled).toHaveBeenCalledWith(false);
    },
  );
});
