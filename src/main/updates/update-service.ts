// What the rest of main sees of updates: started once (electron-updater is loaded only when updates
// are on, so development runs and tests never load it), announced to every page load, and installed
// by "Restart now" under the restart rule.
import type { BrowserWindow } from 'electron';
import type { VerifyUpdateCodeSignature } from 'electron-updater';
import type { InstallUpdateAnswer, UnsavedWork } from '@shared/ipc/updates';
import { send } from '../ipc/handle';
import type { Logger } from '../logging';
import { startAutoUpdates, type AutoUpdates, type Updater } from './auto-updates';
import { createPublisherCheck } from './publisher-check';
import { mayRestartForUpdate } from './restart-rule';
import { runPowerShell } from './run-powershell';
import type { UpdatePlan } from './update-plan';
import { writeUpdaterConfig, type UpdateFiles } from './updater-config';
import { recordVersionAtStart } from './version-record';

type UpdateWindow = Pick<BrowserWindow, 'webContents'>;

export interface UpdateServiceOptions {
  plan: UpdatePlan;
  log: Logger;
  windows: () => readonly UpdateWindow[];
  /** The unsaved-changes question; resolves true for Leave. */
  confirmLeave: () => Promise<boolean>;
  files: UpdateFiles;
  /** app.getVersion() */
  currentVersion: string;
  /** Windows: the check an installer must pass, for the pinned names. */
  checkPublisher?: (publisherNames: readonly string[]) => VerifyUpdateCodeSignature;
  loadUpdater?: () => Promise<Updater>;
}

export interface UpdateService {
  /** Tells this window's page about a ready update now and after every load. */
  announceTo(window: UpdateWindow): void;
  install(work: UnsavedWork): Promise<InstallUpdateAnswer>;
}

const loadElectronUpdater = async (): Promise<Updater> => (await import('electron-updater')).autoUpdater;

/** The reviewer has already answered: closing for the update must neither ask again nor be stopped. */
function letPagesUnload(windows: readonly UpdateWindow[]): void {
  for (const { webContents } of windows) {
    webContents.removeAllListeners('will-prevent-unload');
    webContents.on('will-prevent-unload', (event) => event.preventDefault());
  }
}

export async function startUpdateService({
  plan,
  log,
  windows,
  confirmLeave,
  files,
  currentVersion,
  checkPublisher = (publisherNames) => createPublisherCheck({ publisherNames, run: runPowerShell, log }),
  loadUpdater = loadElectronUpdater,
}: UpdateServiceOptions): Promise<UpdateService> {
  let updates: AutoUpdates | null = null;
  const versions = recordVersionAtStart(files.versions, currentVersion, log);
  const announce = (window: UpdateWindow, version: string) =>
    send(window.webContents, 'app:update-ready', version);
  if (!plan.enabled) {
    log.info('Updates off', { reason: plan.reason });
  } else {
    try {
      if (plan.ignoredFeed) log.warn('Configured update server not used', { ...plan.ignoredFeed });
      const { feed, cacheDirName, publisherNames } = plan;
      writeUpdaterConfig(files.config, { url: feed.url, cacheDirName, publisherNames });
      updates = startAutoUpdates({
        updater: await loadUpdater(),
        configFile: files.config,
        feedUrl: feed.url,
        signature:
          publisherNames.length > 0 ? { publisherNames, verify: checkPublisher(publisherNames) } : undefined,
        log,
        onReady: (version) => {
          versions.expect(version);
          windows().forEach((window) => announce(window, version));
        },
      });
      log.info('Updates on', {
        feed: feed.url,
        from: feed.from,
        install: plan.kind,
        administratorApproval: plan.administratorApproval,
        publishers: publisherNames,
      });
    } catch (error) {
      log.warn('The updater could not start', { error });
    }
  }

  return {
    announceTo(window) {
      window.webContents.on('did-finish-load', () => {
        const version = updates?.readyVersion();
        if (version) announce(window, version);
      });
    },
    async install(work) {
      if (!updates?.readyVersion()) return 'no-update';
      const decision = mayRestartForUpdate(work);
      log.info('Restart for the update asked', { ...work, decision });
      if (decision === 'wait') return 'drafts-pending';
      if (decision === 'ask' && !(await confirmLeave())) return 'stayed';
      letPagesUnload(windows());
      updates.installNow();
      return 'restarting';
    },
  };
}
