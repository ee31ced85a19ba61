// The one application window: hardened webPreferences, the persistent session partition, shown only
// once it has painted, with its size and position remembered.
import { BrowserWindow, type Rectangle } from 'electron';
import { MIN_SIZE, readWindowState, restoreBounds, trackWindowState } from './window-state';

export const SESSION_PARTITION = 'persist:review-console';

export interface MainWindowOptions {
  preloadPath: string;
  /** app://console/ in production, the electron-vite dev server in development. */
  url: string;
  windowStateFile: string;
  workAreas: readonly Rectangle[];
  title: string;
  icon?: string;
  /** Developer tools only outside installed builds. */
  devTools: boolean;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const bounds = restoreBounds(readWindowState(options.windowStateFile), options.workAreas);
  const window = new BrowserWindow({
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: options.title,
    icon: options.icon,
    show: false,
    backgroundColor: '#ffffff',
    // Written out here, not spread from a constant, so the security scan (npm run security) can see them.
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // With the bundled dictionaries or the OS's checker, never a download (spell-check.ts).
      spellcheck: true,
      partition: SESSION_PARTITION,
      devTools: options.devTools,
      preload: options.preloadPath,
    },
  });
  trackWindowState(window, options.windowStateFile);
  window.once('ready-to-show', () => {
    if (bounds.isMaximized) window.maximize();
    window.show();
  });
  void window.loadURL(options.url);
  return window;
}
