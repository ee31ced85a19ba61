import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '@main/app-origin';
import { forwardFullScreenChanges, registerFullScreenHandlers } from '@main/full-screen';
import { createHandle } from '@main/ipc/handle';
import { BrowserWindow, invoke, invokedFrom, resetElectronFake } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

/** The full-screen channels as the page invokes them. */
function registered(window: { setFullScreen: (on: boolean) => void; isFullScreen: () => boolean } | null) {
  resetElectronFake();
  registerFullScreenHandlers(
    createHandle(() => true),
    () => window,
  );
  return (channel: string, ...args: unknown[]) => invoke(channel, invokedFrom(APP_ORIGIN), ...args);
}

describe('native full screen', () => {
  it('is set on the window and reported back', async () => {
    const window = { setFullScreen: vi.fn(), isFullScreen: vi.fn(() => true) };
    const call = registered(window);
    await expect(call('window:set-full-screen', true)).resolves.toBe(true);
    expect(window.setFullScreen).toHaveBeenCalledWith(true);
    await expect(call('window:is-full-screen')).resolves.toBe(true);
  });

  it('answers false when there is no window', async () => {
    const call = registered(null);
    await expect(call('window:set-full-screen', true)).resolves.toBe(false);
    await expect(call('window:is-full-screen')).resolves.toBe(false);
  });

  it('tells the renderer about every change, including ones made by the OS', () => {
    const window = new BrowserWindow();
    forwardFullScreenChanges(window as never);
    window.emit('enter-full-screen');
    window.emit('leave-full-screen');
    expect(window.webContents.send.mock.calls).toEqual([
      ['window:full-screen-changed', true],
      ['window:full-screen-changed', false],
    ]);
  });
});
