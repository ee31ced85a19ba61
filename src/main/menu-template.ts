// The application menu, as a plain template: translated, per platform, with development-only items.
// Roles keep the OS's own behaviour and shortcuts; the labels are ours, so Arabic shows Arabic.
import type { MenuItemConstructorOptions } from 'electron';
import type { UiLanguage } from '@shared/ipc/contract';
import { appNameIn, fill, menuTexts } from './main-texts';

export interface MenuActions {
  showAbout(): void;
  openLogsFolder(): void;
  /** The hook for the keyboard shortcuts screen: its Help item appears once this is given. */
  showKeyboardShortcuts?: () => void;
}

export interface MenuInputs {
  platform: NodeJS.Platform;
  language: UiLanguage;
  /** Reload and developer tools are for development only. */
  isDev: boolean;
  actions: MenuActions;
}

type Item = MenuItemConstructorOptions;
const separator: Item = { type: 'separator' };

export function buildMenuTemplate({ platform, language, isDev, actions }: MenuInputs): Item[] {
  const t = menuTexts(language);
  const name = appNameIn(language);
  const mac = platform === 'darwin';

  const appMenu: Item = {
    label: name,
    submenu: [
      { label: fill(t.app.about, { name }), click: () => actions.showAbout() },
      separator,
      { role: 'hide', label: fill(t.app.hide, { name }) },
      { role: 'hideOthers', label: t.app.hideOthers },
      { role: 'unhide', label: t.app.showAll },
      separator,
      { role: 'quit', label: fill(t.app.quit, { name }) },
    ],
  };
  const edit: Item = {
    label: t.edit.label,
    submenu: [
      { role: 'undo', label: t.edit.undo },
      { role: 'redo', label: t.edit.redo },
      separator,
      { role: 'cut', label: t.edit.cut },
      { role: 'copy', label: t.edit.copy },
      { role: 'paste', label: t.edit.paste },
      { role: 'selectAll', label: t.edit.selectAll },
    ],
  };
  const development: Item[] = isDev
    ? [
        { role: 'reload', label: t.view.reload },
        { role: 'toggleDevTools', label: t.view.toggleDevTools },
        separator,
      ]
    : [];
  const view: Item = {
    label: t.view.label,
    submenu: [
      ...development,
      { role: 'zoomIn', label: t.view.zoomIn },
      { role: 'zoomOut', label: t.view.zoomOut },
      { role: 'resetZoom', label: t.view.resetZoom },
      separator,
      { role: 'togglefullscreen', label: t.view.toggleFullScreen },
    ],
  };
  // These two roles make macOS list the open windows and add its Help search.
  const window: Item = {
    role: 'windowMenu',
    label: t.window.label,
    submenu: [
      { role: 'minimize', label: t.window.minimize },
      ...(mac ? [{ role: 'zoom', label: t.window.zoom } satisfies Item] : []),
      { role: 'close', label: t.window.close },
      ...(mac ? [separator, { role: 'front', label: t.window.front } satisfies Item] : []),
    ],
  };
  const shortcuts = actions.showKeyboardShortcuts;
  const help: Item = {
    role: 'help',
    label: t.help.label,
    submenu: [
      ...(shortcuts ? [{ label: t.help.keyboardShortcuts, click: () => shortcuts() }, separator] : []),
      { label: t.help.openLogs, click: () => actions.openLogsFolder() },
      separator,
      { label: fill(t.help.about, { name }), click: () => actions.showAbout() },
    ],
  };
  return [...(mac ? [appMenu] : []), edit, view, window, help];
}
