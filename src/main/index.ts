// The main process's lifecycle: logging set up first, one instance, the app:// scheme registered
// before ready, the guards on every webContents, then startApp once Electron is ready.
import { fileURLToPath } from 'node:url';
import { app, dialog, protocol, shell } from 'electron';
import electronLog from 'electron-log/node';
import { trustedOrigins } from './app-origin';
import { log, setUpLogging } from './logging';
import { logChildProcessesGone, logProcessErrors } from './process-errors';
import { registerAppScheme } from './protocol';
import { guardAllWebContents } from './security';
import { startApp, type RunningApp } from './start-app';

// Resolved from this entry file (out/main/index.js), so they hold in development and inside app.asar.
const rendererDir = fileURLToPath(new URL('../renderer', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
// A packaged build never trusts a dev server named in its environment.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL || undefined;
const origins = trustedOrigins(devServerUrl);

let running: RunningApp | null = null;

// First of all, so nothing that goes wrong from here on is lost (process-errors.ts).
setUpLogging(electronLog);
logProcessErrors(process, log);
logChildProcessesGone(app, log);

registerAppScheme(protocol);
app.enableSandbox();
guardAllWebContents(app, { trustedOrigins: origins, openExternal: (url) => shell.openExternal(url) });

function focusMainWindow(): void {
  const window = running?.getWindow();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  app.on('window-all-closed', () => {
    // macOS apps stay active without windows until the user quits them.
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (running && !running.getWindow()) running.openWindow();
  });
  app.on('before-quit', () => {
    void running?.shutdown();
  });
  app
    .whenReady()
    .then(async () => {
      running = await startApp({ rendererDir, preloadPath, trustedOrigins: origins, devServerUrl });
    })
    .catch((error: unknown) => {
      log.error('The app could not start', { error });
      dialog.showErrorBox(app.getName(), String(error));
      app.exit(1);
    });
}
