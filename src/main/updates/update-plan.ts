// Whether this run looks for updates, where, and with which checks, per install kind
// (install-kind.ts). Never in development, never when any place sets `updates.enabled: false`,
// never where the app would install a second copy or could not replace itself. Every "off" says why.
import type { ResolvedSettings, Sourced } from '../config-sourced';
import { setByAdministrator } from '../config-sourced';
import type { InstallKind } from './install-kind';

/** What the build itself carries about updates. */
export interface BuildUpdateInfo {
  /** The generic server of the build's resources/app-update.yml (UPDATE_SERVER_URL), or null. */
  feedUrl: string | null;
  /** electron-updater's cache folder (under %LOCALAPPDATA%, ~/Library/Caches, ~/.cache). */
  cacheDirName: string;
  /** Subjects an update's Authenticode signature must name, packaged into package.json. */
  publisherNames: readonly string[];
}

export interface UpdatePlanInputs {
  kind: InstallKind;
  settings: ResolvedSettings;
  build: BuildUpdateInfo;
}

export type FeedSource = 'configuration' | 'build';

export type UpdatePlan =
  | { enabled: false; reason: string }
  | {
      enabled: true;
      kind: InstallKind;
      feed: { url: string; from: FeedSource };
      cacheDirName: string;
      /** Windows: the pinned publishers, never empty; elsewhere empty (the OS checks the update). */
      publisherNames: readonly string[];
      /** Per-machine NSIS: the installer runs through elevate.exe (Windows asks for an administrator). */
      elevation: boolean;
      /** A configured server this kind refuses, for the log. */
      ignoredFeed?: string;
    };

const off = (reason: string): UpdatePlan => ({ enabled: false, reason });
const from = (setting: Sourced<unknown>) => `${setting.kind}: ${setting.where}`;

const KIND_OFF: Partial<Record<InstallKind, string>> = {
  'msi-or-portable':
    'installed by the MSI or run from a portable folder: IT deploys the next MSI (the app would install a second copy with the NSIS installer)',
  'mac-read-only':
    'this user cannot replace the app (installed by an administrator): IT updates it through the MDM or an administrator account',
  'linux-package': 'installed by a package manager (deb, rpm) or unpacked: the package manager updates it',
  unsupported: 'no updater for this system',
};

const NO_PUBLISHER =
  'this build pins no update publisher (package.json agencyReviewConsole.updatePublisherNames): no update could be checked, so none is installed';

export function planUpdates({ kind, settings, build }: UpdatePlanInputs): UpdatePlan {
  const enabled = settings['updates.enabled'];
  const configured = settings['updates.url'];
  if (kind === 'development') return off('not an installed app');
  if (enabled?.value === false) return off(`turned off by updates.enabled: false (${from(enabled)})`);
  const kindOff = KIND_OFF[kind];
  if (kindOff) return off(kindOff);

  const perMachine = kind === 'nsis-per-machine';
  if (perMachine && !(enabled?.value === true && setByAdministrator(enabled))) {
    const notEnough = enabled ? ` (updates.enabled: true from ${from(enabled)} is not enough)` : '';
    return off(
      `installed for all users: IT deploys updates, unless an administrator sets updates.enabled: true by policy or in the machine-wide file${notEnough}`,
    );
  }
  const windows = kind === 'nsis-per-user' || perMachine;
  if (windows && build.publisherNames.length === 0) return off(NO_PUBLISHER);

  const plan = {
    enabled: true as const,
    kind,
    cacheDirName: build.cacheDirName,
    publisherNames: windows ? build.publisherNames : [],
    elevation: perMachine,
  };
  if (kind === 'appimage') {
    // An AppImage update is checked only against the feed's own sha512: only the build's feed is trusted.
    const ignoredFeed = configured && configured.value !== build.feedUrl ? configured.value : undefined;
    if (!build.feedUrl?.startsWith('https://')) {
      return off(
        'an AppImage updates only from the https server built into it (UPDATE_SERVER_URL; updates.url is not used there), and this build has none',
      );
    }
    return { ...plan, feed: { url: build.feedUrl, from: 'build' }, ...(ignoredFeed ? { ignoredFeed } : {}) };
  }
  if (configured) return { ...plan, feed: { url: configured.value, from: 'configuration' } };
  if (build.feedUrl) return { ...plan, feed: { url: build.feedUrl, from: 'build' } };
  return off(
    'no update server: set updates.url (policy or configuration file), or build with UPDATE_SERVER_URL',
  );
}
