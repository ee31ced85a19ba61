// Native window full screen for the preview panel; the renderer hears about every change, including
// ones it did not ask for (the OS button, Esc).
import type { BrowserWindow } from 'electron';
import type { Handle } from './ipc/handle';
import { send } from './ipc/handle';

type FullScreenWindow = Pick<BrowserWindow, 'setFullScreen' | 'isFullScreen'>;

export function registerFullScreenHandlers(handle: Handle, getWindow: () => FullScreenWindow | null): void {
  handle('window:set-full-screen', (fullScreen) => {
    const window = getWindow();
    if (!window) return false;
    window.setFullScreen(fullScreen);
    // macOS animates into full screen, so isFullScreen() would still answer the old state here.
    return fullScreen;
  });
  handle('window:is-full-screen', () => getWindow()?.isFullScreen() ?? false);
}

export function forwardFullScreenChanges(window: Pick<BrowserWindow, 'on' | 'webContents'>): void {
  window.on('enter-full-screen', () => send(window.webContents, 'window:full-screen-changed', true));
  window.on('leave-full-screen', () => send(window.webContents, 'window:full-screen-changed', false));
}
