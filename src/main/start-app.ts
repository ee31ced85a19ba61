// Everything main sets up once Electron is ready, in order: logging, backend, session, protocol,
// IPC handlers, then the window.
import { userInfo } from 'node:os';
import {
  app,
  dialog,
  Menu,
  nativeImage,
  Notification,
  screen,
  session,
  shell,
  type BrowserWindow,
} from 'electron';
import { contentSecurityPolicy } from '@shared/renderer-content';
import type { LinkArrival } from '@shared/review-link';
import { startApiBackend } from './api-backend';
import { APP_ENTRY_URL } from './app-origin';
import { appInfo } from './app-info';
import { confirmUnloadWithUnsavedChanges, confirmUnsavedChanges } from './dialogs';
import { setUpDesktopIntegration } from './desktop-integration';
import { showContextMenus } from './context-menu';
import { createDraftsStore } from './drafts-store';
import { createLocalDataStore } from './local-data-store';
import { createSignedInReviewer, observingReviewer } from './signed-in-reviewer';
import { forwardFullScreenChanges } from './full-screen';
import { keepWindowVisible, workAreasOf } from './keep-window-visible';
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
import { limitPermissions } from './security';
import { clearWhenThePageGoes, createQueueCount } from './queue-count/queue-count';
import { bundledDictionaries, setUpSpellCheck } from './spell-check';
import { loadTeamSnippets } from './team-snippets';
import { planThisRun } from './updates/install-facts';
import { startUpdateService } from './updates/update-service';
import { updateFiles } from './updates/updater-config';
import { userDataFiles } from './user-data';
import { createMainWindow, SESSION_PARTITION } from './window';

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
  /** The link the OS handed over, once (review-links.ts). */
  takeLink: () => LinkArrival | null;
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

  // Spell-check first, with no await between: Electron starts loading the OS locale's dictionary as
  // soon as a session is first used, and the download URL must be set before that (spell-check.ts).
  const partition = session.fromPartition(SESSION_PARTITION);
  setUpSpellCheck({
    sessions: [partition, session.defaultSession],
    platform: process.platform,
    bundledFolder: bundledDictionaries({
      isPackaged: app.isPackaged,
      resourcesPath: process.resourcesPath,
      appPath: app.getAppPath(),
    }),
    sessionDataFolder: app.getPath('sessionData'),
    systemLocale: app.getSystemLocale(),
    log,
  });
  limitPermissions(partition, options.trustedOrigins);
  limitPermissions(session.defaultSession, []);
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

  // The count of reviews waiting on the dock or taskbar, and notifications when it rises.
  const queueCount = createQueueCount({
    app,
    platform: process.platform,
    getWindow: () => window,
    createImage: () => nativeImage.createEmpty(),
    notificationsSupported: () => Notification.isSupported(),
    createNotification: (options) => new Notification(options),
    language: () => language.get(),
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
    takeLink: options.takeLink,
    reviewsWaiting: (waiting) => queueCount.show(waiting),
  });

  const openWindow = () => {
    const opened = createMainWindow({
      preloadPath: options.preloadPath,
      url: options.devServerUrl ?? APP_ENTRY_URL,
      windowStateFile: files.windowState,
      workAreas: workAreasOf(screen),
      title: app.getName(),
      devTools: !app.isPackaged,
    });
    forwardFullScreenChanges(opened);
    keepWindowVisible(opened, screen);
    showContextMenus(opened.webContents, { menu: Menu, session: partition, language: () => language.get() });
    confirmUnloadWithUnsavedChanges(opened, () => language.get());
    desktop.watchWindow(opened);
    updates.announceTo(opened);
    clearWhenThePageGoes(opened, queueCount);
    opened.on('closed', () => {
      if (window === opened) window = null;
    });
    window = opened;
    return opened;
  };
  openWindow();

  return { getWindow: () => window, openWindow, shutdown: () => backend.close() };
}
