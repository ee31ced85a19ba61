// Help > About: the version, the runtime's versions and the backend in use, for reviewers telling
// support what they run. A native message box, parented to the window.
import type { BrowserWindow, Dialog, MessageBoxOptions } from 'electron';
import type { AppInfo, UiLanguage } from '@shared/ipc/contract';
import { appNameIn, fill, menuTexts } from './main-texts';

export type AboutFacts = Pick<AppInfo, 'version' | 'versions' | 'apiUrl'>;

export function aboutDialog(language: UiLanguage, facts: AboutFacts): MessageBoxOptions {
  const t = menuTexts(language).about;
  const name = appNameIn(language);
  return {
    type: 'info',
    title: fill(t.title, { name }),
    message: name,
    detail: [
      `${t.version}: ${facts.version}`,
      `Electron: ${facts.versions.electron}`,
      `Chromium: ${facts.versions.chrome}`,
      `Node.js: ${facts.versions.node}`,
      `${t.backend}: ${facts.apiUrl ?? t.notConfigured}`,
    ].join('\n'),
    buttons: [t.ok],
    defaultId: 0,
    noLink: true,
  };
}

export async function showAbout(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BrowserWindow | null,
  language: UiLanguage,
  facts: AboutFacts,
): Promise<void> {
  const options = aboutDialog(language, facts);
  await (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
}
