import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as electron from '../electron-fake';

// The same fake across vi.resetModules(): each boot imports index.ts afresh, not the fake.
vi.mock('electron', () => electron);
const { app, protocol, resetElectronFake } = electron;

const window = { isMinimized: vi.fn(() => true), restore: vi.fn(), show: vi.fn(), focus: vi.fn() };
const running = { getWindow: vi.fn(() => window), openWindow: vi.fn(), shutdown: vi.fn(async () => {}) };
const startApp = vi.fn(async () => running);
vi.mock('@main/start-app', () => ({ startApp }));

async function boot() {
  vi.resetModules();
  await import('@main/index');
  await vi.waitFor(() => expect(app.whenReady).toHaveBeenCalled());
}

/** When a mock was first called, in the order of every mock call of the file. */
const firstCall = (mock: { mock: { invocationCallOrder: number[] } }) => mock.mock.invocationCallOrder[0];

beforeEach(() => {
  resetElectronFake();
  app.isPackaged = true;
  vi.clearAllMocks();
});

describe('the main process lifecycle', () => {
  it('registers the app:// scheme and the sandbox before Electron is ready, then starts', async () => {
    await boot();
    await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(firstCall(protocol.registerSchemesAsPrivileged)).toBeLessThan(firstCall(app.whenReady));
    expect(firstCall(app.enableSandbox)).toBeLessThan(firstCall(app.whenReady));
    expect(startApp).toHaveBeenCalledWith(expect.objectContaining({ trustedOrigins: ['app://console'] }));
  });

  it('never trusts a dev server URL in a packaged build', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
    await boot();
    await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(startApp).toHaveBeenCalledWith(expect.objectContaining({ devServerUrl: undefined }));
    delete process.env.ELECTRON_RENDERER_URL;
  });

  it('logs what nothing else caught in main, from before Electron is ready', async () => {
    const before = ['uncaughtException', 'unhandledRejection'].map((event) => process.listenerCount(event));
    await boot();
    const after = ['uncaughtException', 'unhandledRejection'].map((event) => process.listenerCount(event));
    expect(after).toEqual(before.map((count) => count + 1));
    expect(app.listeners.get('child-process-gone')).toHaveLength(1);
  });

  it('guards every webContents the app creates', async () => {
    await boot();
    expect(app.listeners.get('web-contents-created')).toHaveLength(1);
  });

  it('quits at once when another instance already runs', async () => {
    app.requestSingleInstanceLock.mockReturnValue(false);
    vi.resetModules();
    await import('@main/index');
    expect(app.quit).toHaveBeenCalled();
    expect(app.whenReady).not.toHaveBeenCalled();
  });

  it('brings the existing window forward when a second instance starts', async () => {
    await boot();
    await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
    app.emit('second-instance');
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('quits when the last window closes, except on macOS', async () => {
    await boot();
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1);
  });
});
