// The main process's lifecycle: logging set up first, one instance, the app:// scheme registered
// before ready, the guards on every webContents, links that open a review, then startApp once Electron
// is ready.
import { fileURLToPath } from 'node:url';
import { app, dialog, protocol, shell } from 'electron';
import electronLog from 'electron-log/node';
import { linkInArguments } from '@shared/review-link';
import { trustedOrigins } from './app-origin';
import { bringForward } from './bring-forward';
import { send } from './ipc/send';
import { processInputs, registerDevelopmentLinks } from './link-registration';
import { log, setUpLogging } from './logging';
import { logChildProcessesGone, logProcessErrors } from './process-errors';
import { registerAppScheme } from './protocol';
import { createLinkHandover } from './review-links';
import { guardAllWebContents } from './security';
import { startApp, type RunningApp } from './start-app';
import { setWindowsAppUserModelId } from './windows-app-id';

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
// The installers' shortcuts carry the same ID: notifications then show the console's name.
setWindowsAppUserModelId(app, process.platform);
guardAllWebContents(app, { trustedOrigins: origins, openExternal: (url) => shell.openExternal(url) });

function focusMainWindow(): void {
  const window = running?.getWindow();
  if (window) bringForward(window);
}

// A link waits in main until the page takes it; before startApp the page takes it when it first loads.
const links = createLinkHandover({
  log,
  announce: () => {
    if (!running) return;
    // On macOS the app may be running with its window closed.
    const window = running.getWindow() ?? running.openWindow();
    bringForward(window);
    send(window.webContents, 'links:arrived');
  },
});

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Development only, by the first instance: the installers register the links for an installed app.
  registerDevelopmentLinks({ app, log, ...processInputs() });
  // macOS hands links over by event, the one that launched the app before ready; register it first.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(url);
  });
  // Windows and Linux pass the link on the command line: this launch's, or a second launch's.
  const launchLink = linkInArguments(process.argv);
  if (launchLink !== null) links.receive(launchLink);
  app.on('second-instance', (_event, argv) => {
    const link = linkInArguments(argv);
    if (link === null) focusMainWindow();
    else links.receive(link);
  });
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
      running = await startApp({
        rendererDir,
        preloadPath,
        trustedOrigins: origins,
        devServerUrl,
        takeLink: () => links.take(),
      });
    })
    .catch((error: unknown) => {
      log.error('The app could not start', { error });
      dialog.showErrorBox(app.getName(), String(error));
      app.exit(1);
    });
}
