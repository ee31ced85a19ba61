import { describe, expect, it, vi } from 'vitest';
import type { Handle, InvokeHandler } from '../../../../src/main/ipc/handle';
import { FakeEmitter } from './fakes/web-contents';

vi.mock('electron', () => ({ ipcMain: { handle: vi.fn() } }));
const { forwardFullScreenChanges, registerFullScreenHandlers } =
  await import('../../../../src/main/full-screen');

function registered(window: { setFullScreen: (on: boolean) => void; isFullScreen: () => boolean } | null) {
  const handlers = new Map<string, InvokeHandler<never>>();
  const handle = ((channel: string, handler: InvokeHandler<never>) =>
    handlers.set(channel, handler)) as unknown as Handle;
  registerFullScreenHandlers(handle, () => window as never);
  return handlers as unknown as Map<string, (...args: unknown[]) => unknown>;
}

describe('native full screen', () => {
  it('is set on the window and reported back', () => {
    const window = { setFullScreen: vi.fn(), isFullScreen: vi.fn(() => true) };
    const handlers = registered(window);
    expect(handlers.get('window:set-full-screen')!(true)).toBe(true);
    expect(window.setFullScreen).toHaveBeenCalledWith(true);
    expect(handlers.get('window:is-full-screen')!()).toBe(true);
  });

  it('answers false when there is no window', () => {
    const handlers = registered(null);
    expect(handlers.get('window:set-full-screen')!(true)).toBe(false);
    expect(handlers.get('window:is-full-screen')!()).toBe(false);
  });

  it('tells the renderer about every change, including ones made by the OS', () => {
    const webContents = { send: vi.fn(), isDestroyed: () => false };
    const window = Object.assign(new FakeEmitter(), { webContents });
    forwardFullScreenChanges(window as never);
    window.emit('enter-full-screen');
    window.emit('leave-full-screen');
    expect(webContents.send.mock.calls).toEqual([
      ['window:full-screen-changed', true],
      ['window:full-screen-changed', false],
    ]);
  });
});
