// Windows names a notification's sender, and groups taskbar buttons, by the AppUserModelID: the one
// the installers (NSIS and MSI) write into the console's shortcuts, electron-builder's appId (the QA
// build's own). Without it notifications would come from "electron.app.Agency Review Console".
import type { App } from 'electron';
import { appIdOf } from './app-identity';

/** Set before the first window or notification; other platforms have no such ID. */
export function setWindowsAppUserModelId(
  app: Pick<App, 'setAppUserModelId' | 'getName'>,
  platform: NodeJS.Platform,
): void {
  if (platform === 'win32') app.setAppUserModelId(appIdOf(app.getName()));
}
