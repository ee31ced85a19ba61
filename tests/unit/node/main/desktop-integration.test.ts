import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { setUpDesktopIntegration } from '@main/desktop-integration';
import { createLanguageStore } from '@main/language-store';
import { configureLogging } from '@main/logging';
import { BrowserWindow, dialog, Menu as menu, resetElectronFake, shell } from '../electron-fake';

configureLogging({ level: 'silent' });

type Item = MenuItemConstructorOptions;

function setUp(openPathAnswer = '') {
  const dir = mkdtempSync(join(tmpdir(), 'desktop-'));
  const logs = join(dir, 'logs');
  const language = createLanguageStore(join(dir, 'settings.json'));
  resetElectronFake();
  shell.openPath.mockResolvedValue(openPathAnswer);
  const window = new BrowserWindow();
  const desktop = setUpDesktopIntegration({
    app: { getPath: () => logs, isPackaged: true },
    menu: menu as never,
    dialog: dialog as never,
    shell,
    language,
    getWindow: () => window as never,
    about: () => ({
      version: '1.0.0',
      versions: { electron: '45', chrome: '140', node: '22' },
      apiUrl: 'https://a.example/',
      config: { settings: {} },
    }),
    platform: 'win32',
  });
  const installed = () => menu.setApplicationMenu.mock.calls.at(-1)![0]!;
  const click = (label: string) => {
    const item = installed()
      .template.flatMap((each) => each.submenu as Item[])
      .find((each) => each.label === label);
    (item!.click as () => void)();
  };
  return { desktop, language, menu, dialog, shell, window, logs, installed, click };
}

describe('the desktop integration', () => {
  it('installs the menu in the UI language and rebuilds it when the language changes', () => {
    const { language, installed } = setUp();
    expect(installed().template.map((menu) => menu.label)).toEqual(['Edit', 'View', 'Window', 'Help']);
    language.set('ar');
    expect(installed().template.map((menu) => menu.label)).toEqual(['تحرير', 'عرض', 'نافذة', 'مساعدة']);
  });

  it('shows About on top of the window, in the current language', async () => {
    const { language, dialog, window, click } = setUp();
    language.set('ar');
    click('حول وحدة مراجعة الوكالات');
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ title: 'حول وحدة مراجعة الوكالات' }),
    );
  });

  it("opens the app's log folder from the menu and for the configuration screen", async () => {
    const { desktop, shell, logs, click } = setUp();
    click('Open Logs Folder');
    await expect(desktop.openLogsFolder()).resolves.toBe(true);
    expect(shell.openPath).toHaveBeenNthCalledWith(1, logs);
    expect(shell.openPath).toHaveBeenNthCalledWith(2, logs);
  });

  it('asks the page to show its keyboard shortcuts from Help, in either language', () => {
    const { language, window, click } = setUp();
    click('Keyboard Shortcuts');
    language.set('ar');
    click('اختصارات لوحة المفاتيح');
    expect(window.webContents.send.mock.calls).toEqual([
      ['app:show-keyboard-shortcuts'],
      ['app:show-keyboard-shortcuts'],
    ]);
  });

  it('answers false when the file manager could not open it', async () => {
    const { desktop } = setUp('Failed to open path');
    await expect(desktop.openLogsFolder()).resolves.toBe(false);
  });

  it('asks Wait / Reload in the current language when a watched window hangs', async () => {
    const { desktop, dialog, window } = setUp();
    desktop.watchWindow(window as never);
    window.emit('unresponsive');
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ buttons: ['Wait', 'Reload'], signal: expect.any(AbortSignal) }),
    );
  });
});
