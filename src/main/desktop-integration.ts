// What makes the desktop app explain itself: our own translated menu (rebuilt when the UI language
// changes), About, the keyboard shortcuts sheet, the log folder, and a reload or a question when the
// page crashes or hangs.
import type { App, BrowserWindow, Dialog, Menu, Shell } from 'electron';
import { showAbout, type AboutFacts } from './about-dialog';
import { send } from './ipc/send';
import type { LanguageStore } from './language-store';
import { openLogsFolder } from './logs-folder';
import { buildMenuTemplate, type MenuActions } from './menu-template';
import { handleRendererFailures } from './renderer-failures';
import { askWhenUnresponsive } from './unresponsive-dialog';

export interface DesktopIntegrationInputs {
  app: Pick<App, 'getPath' | 'isPackaged'>;
  menu: Pick<typeof Menu, 'buildFromTemplate' | 'setApplicationMenu'>;
  dialog: Pick<Dialog, 'showMessageBox'>;
  shell: Pick<Shell, 'openPath'>;
  language: Pick<LanguageStore, 'get' | 'onChange'>;
  getWindow: () => BrowserWindow | null;
  about: () => AboutFacts;
  platform?: NodeJS.Platform;
}

export interface DesktopIntegration {
  openLogsFolder(): Promise<boolean>;
  /** Crash and hang handling for one window. */
  watchWindow(window: BrowserWindow): void;
}

export function setUpDesktopIntegration(inputs: DesktopIntegrationInputs): DesktopIntegration {
  const { app, menu, dialog, language, getWindow } = inputs;
  const openLogs = () => openLogsFolder(app, inputs.shell);
  const actions: MenuActions = {
    showAbout: () => void showAbout(dialog, getWindow(), language.get(), inputs.about()),
    openLogsFolder: () => void openLogs(),
    // The page shows its own sheet: the keys it lists are the current screen's.
    showKeyboardShortcuts: () => {
      const window = getWindow();
      if (window) send(window.webContents, 'app:show-keyboard-shortcuts');
    },
  };
  const installMenu = () => {
    const template = buildMenuTemplate({
      platform: inputs.platform ?? process.platform,
      language: language.get(),
      isDev: !app.isPackaged,
      actions,
    });
    menu.setApplicationMenu(menu.buildFromTemplate(template));
  };
  installMenu();
  language.onChange(installMenu);
  return {
    openLogsFolder: openLogs,
    watchWindow: (window) =>
      handleRendererFailures(window, {
        askWhenUnresponsive: (signal) => askWhenUnresponsive(dialog, window, language.get(), signal),
      }),
  };
}
