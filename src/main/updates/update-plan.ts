// Whether this run looks for updates, where, and with which checks, per install kind
// (install-kind.ts). Never in development, never when the first place that sets `updates.enabled` sets
// false, never when a broken place may have meant to, never where the app would install a second copy
// or could not replace itself. Every "off" says why.
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
  /**
   * The broken place (described for the log) that stopped the configuration search, so that later
   * places were not read; null when every place was read.
   */
  incomplete: string | null;
}

export type FeedSource = 'configuration' | 'build';

export interface IgnoredFeed {
  url: string;
  reason: string;
}

export type UpdatePlan =
  | { enabled: false; reason: string }
  | {
      enabled: true;
      kind: InstallKind;
      feed: { url: string; from: FeedSource };
      cacheDirName: string;
      /** Windows: the pinned publishers, never empty; elsewhere empty (the OS checks the update). */
      publisherNames: readonly string[];
      /**
       * Per-machine NSIS: Windows asks for an administrator's approval (UAC) when the update installs.
       * The installer asks, not electron-updater: with nsis.perMachine: false electron-builder never
       * marks latest.yml isAdminRightsRequired, so electron-updater starts the installer directly
       * (never through elevate.exe), and the installer elevates itself for a silent upgrade of a copy
       * installed for all users (app-builder-lib's templates/nsis/installer.nsi).
       */
      administratorApproval: boolean;
      /** A configured server this install does not use, and why, for the log. */
      ignoredFeed?: IgnoredFeed;
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

export function planUpdates({ kind, settings, build, incomplete }: UpdatePlanInputs): UpdatePlan {
  const enabled = settings['updates.enabled'];
  const configured = settings['updates.url'];
  if (kind === 'development') return off('not an installed app');
  if (enabled?.value === false) return off(`turned off by updates.enabled: false (${from(enabled)})`);
  const kindOff = KIND_OFF[kind];
  if (kindOff) return off(kindOff);
  // The broken place, or one after it, may have set updates.enabled: false: fail closed. A value from a
  // place before the broken one still holds, since that place would have won anyway.
  if (incomplete !== null && !enabled) {
    return off(
      `the configuration could not be read completely: ${incomplete}; updates.enabled may be set there or in a place not read`,
    );
  }

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
    administratorApproval: perMachine,
  };
  if (kind === 'appimage') {
    // An AppImage update is checked only against the feed's own sha512: only the build's feed is trusted.
    const ignoredFeed =
      configured && configured.value !== build.feedUrl
        ? { url: configured.value, reason: 'an AppImage updates only from the server built into it' }
        : undefined;
    if (!build.feedUrl?.startsWith('https://')) {
      return off(
        'an AppImage updates only from the https server built into it (UPDATE_SERVER_URL; updates.url is not used there), and this build has none',
      );
    }
    return { ...plan, feed: { url: build.feedUrl, from: 'build' }, ...(ignoredFeed ? { ignoredFeed } : {}) };
  }
  // An update for all users installs with an administrator's approval: only an administrator's place
  // chooses where it comes from, never one a standard user can write.
  if (perMachine && configured && !setByAdministrator(configured)) {
    const reason = `installed for all users: updates.url is taken only from a policy or the machine-wide file, not from ${from(configured)}`;
    if (!build.feedUrl)
      return off(`no update server: ${reason}, and this build has none (UPDATE_SERVER_URL)`);
    const ignored =
      configured.value !== build.feedUrl ? { ignoredFeed: { url: configured.value, reason } } : {};
    return { ...plan, feed: { url: build.feedUrl, from: 'build' }, ...ignored };
  }
  if (configured) return { ...plan, feed: { url: configured.value, from: 'configuration' } };
  if (build.feedUrl) return { ...plan, feed: { url: build.feedUrl, from: 'build' } };
  return off(
    'no update server: set updates.url (policy or configuration file), or build with UPDATE_SERVER_URL',
  );
}
