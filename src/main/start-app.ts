// Everything main sets up once Electron is ready, in order: logging, backend, session, protocol,
// IPC handlers, then the window.
import { userInfo } from 'node:os';
import { app, dialog, Menu, screen, session, shell, type BrowserWindow } from 'electron';
import { contentSecurityPolicy } from '@shared/renderer-content';
import { startApiBackend } from './api-backend';
import { APP_ENTRY_URL } from './app-origin';
import { appInfo } from './app-info';
import { confirmUnloadWithUnsavedChanges, confirmUnsavedChanges } from './dialogs';
import { setUpDesktopIntegration } from './desktop-integration';
import { createDraftsStore } from './drafts-store';
import { createLocalDataStore } from './local-data-store';
import { createSignedInReviewer, observingReviewer } from './signed-in-reviewer';
import { forwardFullScreenChanges } from './full-screen';
import { createBackendImageHandler } from './http/backend-images';
import { createFileCsrfStore } from './http/csrf-store';
import { keepSessionCookies } from './http/session-cookies';
import { createApiCallHandler, createSessionClient, sessionFetch } from './http/session-client';
import { createHandle, send } from './ipc/handle';
import { registerHandlers } from './ipc/register-handlers';
import { createSenderCheck } from './ipc/trusted-sender';
import { createLanguageStore } from './language-store';
import { configureLogging } from './logging';
import { logFile } from './logs-folder';
import { serveRenderer } from './protocol';
import { denyAllPermissions } from './security';
import { loadTeamSnippets } from './team-snippets';
import { planThisRun } from './updates/install-facts';
import { startUpdateService } from './updates/update-service';
import { updateFiles } from './updates/updater-config';
import { userDataFiles } from './user-data';
import { createMainWindow, limitSpellChecker, SESSION_PARTITION } from './window';

/** The user's login name (the folder of their managed preferences on macOS); '' when it cannot be told. */
function currentUserName(): string {
  try {
    return userInfo().username;
  } catch {
    return '';
  }
}

export interface StartOptions {
  rendererDir: string;
  preloadPath: string;
  trustedOrigins: readonly string[];
  /** The electron-vite dev server, in development only. */
  devServerUrl?: string;
}

export interface RunningApp {
  getWindow(): BrowserWindow | null;
  openWindow(): BrowserWindow;
  shutdown(): Promise<void>;
}

export async function startApp(options: StartOptions): Promise<RunningApp> {
  const files = userDataFiles(app.getPath('userData'));
  const log = configureLogging({ level: app.isPackaged ? 'info' : 'debug', file: logFile(app) });
  log.info('Starting', { version: app.getVersion(), packaged: app.isPackaged });

  const backend = await startApiBackend({
    env: process.env,
    isPackaged: app.isPackaged,
    exePath: app.getPath('exe'),
    platform: process.platform,
    userName: currentUserName(),
  });
  // Read beside the window, not before it: Settings waits for them, the window does not.
  const teamSnippets = loadTeamSnippets(backend.settings['snippets.team'], {
    platform: process.platform,
    log,
  });

  const partition = session.fromPartition(SESSION_PARTITION);
  denyAllPermissions(partition);
  denyAllPermissions(session.defaultSession);
  for (const each of [partition, session.defaultSession]) limitSpellChecker(each, process.platform);
  // Logos the backend sends as paths load from the app's own origin, fetched with the session.
  const backendImages = backend.baseURL
    ? createBackendImageHandler({ apiBaseUrl: backend.baseURL, fetch: sessionFetch(partition) })
    : undefined;
  serveRenderer(partition, options.rendererDir, backendImages, contentSecurityPolicy(backend.imageSources));

  let window: BrowserWindow | null = null;
  const language = createLanguageStore(files.settings);
  const csrf = createFileCsrfStore(files.csrfToken);
  const client = backend.baseURL
    ? createSessionClient({
        session: partition,
        baseURL: backend.baseURL,
        csrf,
        language: () => language.get(),
        onAuthError: () => {
          if (window) send(window.webContents, 'auth:error');
        },
      })
    : null;
  if (backend.baseURL) keepSessionCookies(partition.cookies, backend.baseURL);

  // Updates: per install kind, unless IT turned them off; "Restart now" follows the restart rule.
  const updates = await startUpdateService({
    plan: planThisRun({
      isPackaged: app.isPackaged,
      exePath: app.getPath('exe'),
      platform: process.platform,
      env: process.env,
      productName: app.getName(),
      settings: backend.settings,
      incomplete: backend.incomplete,
      configLocations: backend.config.locations,
      resourcesPath: process.resourcesPath,
      appPath: () => app.getAppPath(),
    }),
    files: updateFiles(app.getPath('userData')),
    currentVersion: app.getVersion(),
    log,
    windows: () => (window ? [window] : []),
    confirmLeave: () => confirmUnsavedChanges(window, language.get()),
  });

  // Menu, About, log folder, crash and hang handling (desktop-integration.ts).
  const desktop = setUpDesktopIntegration({
    app,
    menu: Menu,
    dialog,
    shell,
    language,
    getWindow: () => window,
    about: () => appInfo(app, backend),
  });

  // Whose local documents the page may use: the reviewer whose profile it last fetched.
  const reviewer = createSignedInReviewer();
  registerHandlers({
    handle: createHandle(createSenderCheck(options.trustedOrigins)),
    getWindow: () => window,
    language,
    apiCall: observingReviewer(createApiCallHandler(client), reviewer),
    appInfo: () => appInfo(app, backend),
    openLogsFolder: () => desktop.openLogsFolder(),
    drafts: createDraftsStore(files.drafts),
    localData: createLocalDataStore(files.reviewers),
    signedInReviewer: reviewer.owner,
    installUpdate: (work) => updates.install(work),
    teamSnippets: () => teamSnippets,
  });

  const openWindow = () => {
    const opened = createMainWindow({
      preloadPath: options.preloadPath,
      url: options.devServerUrl ?? APP_ENTRY_URL,
      windowStateFile: files.windowState,
      workAreas: screen.getAllDisplays().map((display) => display.workArea),
      title: app.getName(),
      devTools: !app.isPackaged,
    });
    forwardFullScreenChanges(opened);
    confirmUnloadWithUnsavedChanges(opened, () => language.get());
    desktop.watchWindow(opened);
    updates.announceTo(opened);
    opened.on('closed', () => {
      if (window === opened) window = null;
    });
    window = opened;
    return opened;
  };
  openWindow();

  return { getWindow: () => window, openWindow, shutdown: () => backend.close() };
}
