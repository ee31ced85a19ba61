import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as electron from '../electron-fake';

// The same fake across vi.resetModules(): each boot imports index.ts afresh, not the fake.
vi.mock('electron', () => electron);
const { app, protocol, resetElectronFake } = electron;

const webContents = { send: vi.fn(), isDestroyed: () => false };
const window = {
  isMinimized: vi.fn(() => true),
  restore: vi.fn(),
  show: vi.fn(),
  focus: vi.fn(),
  webContents,
};
const running = {
  getWindow: vi.fn<() => typeof window | null>(() => window),
  openWindow: vi.fn(() => window),
  shutdown: vi.fn(async () => {}),
};
const startApp = vi.fn(async (_options: { takeLink: () => unknown }) => running);
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

  it('quits when the last window closes, except on macOS', async () => {
    await boot();
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1);
  });

  describe('links that open a review', () => {
    const LINK = 'agency-review-console://review/a1/r1/services?source=updated';
    const takeLink = () => startApp.mock.calls[0][0].takeLink();

    it("hands a second launch's link to the window of the first, and brings it forward", async () => {
      await boot();
      await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
      app.emit('second-instance', {}, ['/opt/console/console', '--', LINK], '/home/reviewer');
      expect(window.focus).toHaveBeenCalled();
      expect(webContents.send).toHaveBeenCalledWith('links:arrived');
      expect(takeLink()).toEqual({
        kind: 'review',
        target: { agencyId: 'a1', reviewId: 'r1', step: 'services', source: 'updated' },
      });
    });

    it('keeps the link this launch was started with (Windows, Linux) for the first page', async () => {
      const argv = process.argv;
      process.argv = ['/opt/console/console', LINK];
      try {
        await boot();
      } finally {
        process.argv = argv;
      }
      await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
      expect(webContents.send).not.toHaveBeenCalled();
      expect(takeLink()).toMatchObject({ kind: 'review', target: { reviewId: 'r1' } });
    });

    it('takes macOS open-url before ready, and opens a window for a link when none is open', async () => {
      await boot();
      const event = { preventDefault: vi.fn() };
      app.emit('open-url', event, 'agency-review-console://settings');
      expect(event.preventDefault).toHaveBeenCalled();
      await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
      expect(takeLink()).toEqual({ kind: 'refused' });
      running.getWindow.mockReturnValueOnce(null);
      app.emit('open-url', event, LINK);
      expect(running.openWindow).toHaveBeenCalledTimes(1);
      expect(webContents.send).toHaveBeenCalledWith('links:arrived');
    });

    it('only brings the window forward when a second launch has no link', async () => {
      await boot();
      await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
      app.emit('second-instance', {}, ['/opt/console/console'], '/home/reviewer');
      expect(window.focus).toHaveBeenCalled();
      expect(webContents.send).not.toHaveBeenCalled();
      expect(takeLink()).toBeNull();
    });
  });
});
