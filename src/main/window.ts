// The one application window: hardened webPreferences, the persistent session partition, shown only
// once it has painted, with its size and position remembered.
import { BrowserWindow, type Rectangle, type Session } from 'electron';
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
  /** Decides the spell checker (see spellCheckerOn). */
  platform?: NodeJS.Platform;
}

/**
 * macOS checks spelling with the OS's own dictionaries; elsewhere Chromium would download Hunspell
 * dictionaries from the internet at run time, which installed apps must not do: off there.
 */
export const spellCheckerOn = (platform: NodeJS.Platform) => platform === 'darwin';

/** The session-wide switch, so no page of the session ever triggers a dictionary download. */
export function limitSpellChecker(
  session: Pick<Session, 'setSpellCheckerEnabled'>,
  platform: NodeJS.Platform,
) {
  if (!spellCheckerOn(platform)) session.setSpellCheckerEnabled(false);
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
      spellcheck: spellCheckerOn(options.platform ?? process.platform),
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
