// The real start-up wiring (index.ts -> startApp -> registerHandlers) in development, with a mocked
// Electron: every IPC handler it registers refuses other origins and accepts the app's own pages.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_INVOKE_CHANNELS } from '@shared/ipc/contract';
import { FakeEmitter } from './fakes/web-contents';

type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
const handlers = new Map<string, Handler>();
const userData = mkdtempSync(join(tmpdir(), 'start-up-senders-'));

const fakeSession = () => ({
  fetch: vi.fn(async () => new Response('{}')),
  protocol: { handle: vi.fn() },
  cookies: Object.assign(new FakeEmitter(), { set: vi.fn(async () => {}) }),
  setPermissionRequestHandler: vi.fn(),
  setPermissionCheckHandler: vi.fn(),
  setSpellCheckerEnabled: vi.fn(),
});
const partition = fakeSession();

class FakeWindow extends FakeEmitter {
  readonly webContents = Object.assign(new FakeEmitter(), { send: vi.fn(), isDestroyed: () => false });
  readonly loadURL = vi.fn(async () => {});
  getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 820 });
  isMaximized = () => false;
  isDestroyed = () => false;
}

vi.mock('electron', () => ({
  app: Object.assign(new FakeEmitter(), {
    isPackaged: false,
    requestSingleInstanceLock: () => true,
    enableSandbox: () => {},
    whenReady: async () => {},
    quit: () => {},
    exit: () => {},
    getPath: (name: string) => (name === 'userData' ? userData : join(userData, 'electron')),
    getName: () => 'Agency Review Console',
    getVersion: () => '0.1.0',
  }),
  protocol: { registerSchemesAsPrivileged: () => {} },
  shell: { openExternal: async () => {}, openPath: async () => '' },
  Menu: { buildFromTemplate: () => ({}), setApplicationMenu: () => {} },
  dialog: { showErrorBox: () => {} },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  session: { fromPartition: () => partition, defaultSession: fakeSession() },
  BrowserWindow: FakeWindow,
  ipcMain: { handle: (channel: string, handler: Handler) => handlers.set(channel, handler) },
}));

const saved = { api: process.env.REVIEW_CONSOLE_API_URL, dev: process.env.ELECTRON_RENDERER_URL };
const from = (url: string) => ({ senderFrame: { url } });

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A backend URL that is never reached: refused calls must not get that far.
  process.env.REVIEW_CONSOLE_API_URL = 'http://127.0.0.1:9';
  process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
  await import('../../../../src/main/index');
  await vi.waitFor(() => expect(handlers.size).toBe(IPC_INVOKE_CHANNELS.length));
});

afterAll(() => {
  for (const [name, value] of [
    ['REVIEW_CONSOLE_API_URL', saved.api],
    ['ELECTRON_RENDERER_URL', saved.dev],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.restoreAllMocks();
});

describe('IPC handlers registered at start-up', () => {
  it.each([
    'https://evil.example/',
    'app://console.evil/',
    'app://console@evil/',
    'app://evil@console/',
    'http://localhost:51730/',
    'file:///index.html',
  ])('refuse every channel from %s, before anything runs', async (url) => {
    for (const channel of IPC_INVOKE_CHANNELS) {
      await expect(handlers.get(channel)!(from(url)), channel).rejects.toThrow(/not the app's own page/);
    }
    expect(partition.fetch).not.toHaveBeenCalled();
  });

  it("accept the app's own page and the development server", async () => {
    for (const url of ['app://console/login', 'http://localhost:5173/']) {
      await expect(handlers.get('app:info')!(from(url))).resolves.toMatchObject({ version: '0.1.0' });
      await expect(handlers.get('language:get')!(from(url))).resolves.toBe('en');
    }
  });
});
