// Gathers in Electron what the update plan decides from: how this copy is installed and what the
// build carries. Everything else about updates is pure and tested without Electron.
import { randomUUID } from 'node:crypto';
import { accessSync, closeSync, constants, existsSync, openSync, readFileSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ConfigLocation } from '@shared/ipc/config-report';
import { PRODUCT_NAME } from '../app-identity';
import type { ResolvedSettings } from '../config-sourced';
import {
  packagedIdentity,
  parseBuildFeed,
  sanitizedFileName,
  updaterCacheDirName,
} from './build-update-info';
import { installKind, type InstallFacts } from './install-kind';
import { planUpdates, type BuildUpdateInfo, type UpdatePlan } from './update-plan';

/**
 * Only the NSIS installer puts it beside the exe, named after the packaged product name
 * (app-builder-lib's templates/nsis/common.nsh: UNINSTALL_FILENAME from PRODUCT_FILENAME), so the QA
 * build's is `Uninstall Agency Review Console QA.exe`.
 */
export const nsisUninstallerName = (productName: string): string =>
  `Uninstall ${sanitizedFileName(productName)}.exe`;

/** `/Applications/X.app/Contents/MacOS/X` → `/Applications/X.app`; null outside a bundle. */
export function macBundlePath(exePath: string): string | null {
  const match = exePath.match(/^(.*?\.app)\/Contents\/MacOS\/[^/]+$/);
  return match ? match[1] : null;
}

/** POSIX permissions (macOS, Linux); never for Windows, whose ACLs Node's access check ignores. */
export function canWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether this user can create files in `folder`, found by trying: on Windows Node's fs.access ignores
 * the folder's ACLs and calls Program Files writable for a standard user. The file is empty, named
 * so that it clashes with nothing ('wx' would refuse an existing one), and deleted at once. A refusal
 * (EPERM, EACCES) means not writable (UAC's file virtualization, which could redirect the write, is for
 * 32-bit programs only); any other failure counts the same, the stricter answer.
 */
export function canCreateFileIn(folder: string): boolean {
  const probe = join(folder, `.write-test-${randomUUID()}.tmp`);
  try {
    closeSync(openSync(probe, 'wx'));
  } catch {
    return false;
  }
  try {
    unlinkSync(probe);
  } catch {
    // An empty, uniquely named file left behind harms nothing; the answer stands.
  }
  return true;
}

export interface RunFacts {
  isPackaged: boolean;
  exePath: string;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** app.getName(): the packaged product name, which the NSIS uninstaller is named after. */
  productName: string;
}

export function gatherInstallFacts({
  isPackaged,
  exePath,
  platform,
  env,
  productName,
}: RunFacts): InstallFacts {
  const bundle = platform === 'darwin' ? macBundlePath(exePath) : null;
  const installFolder = dirname(exePath);
  const hasNsisUninstaller =
    platform === 'win32' && existsSync(join(installFolder, nsisUninstallerName(productName)));
  return {
    isPackaged,
    platform,
    exePath,
    hasNsisUninstaller,
    // Tried only where it decides something: an NSIS install on Windows.
    installFolderWritable: hasNsisUninstaller && canCreateFileIn(installFolder),
    appImage: platform === 'linux' ? env.APPIMAGE : undefined,
    // Squirrel.Mac replaces the whole bundle: it needs the bundle and the folder holding it.
    bundleWritable: bundle !== null && canWrite(bundle) && canWrite(dirname(bundle)),
  };
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** resources/app-update.yml (absent without UPDATE_SERVER_URL) and the packaged package.json. */
export function readBuildUpdateInfo(resourcesPath: string, appPath: string): BuildUpdateInfo {
  const feed = parseBuildFeed(readText(join(resourcesPath, 'app-update.yml')) ?? '');
  let pkg: unknown = null;
  try {
    pkg = JSON.parse(readText(join(appPath, 'package.json')) ?? 'null');
  } catch {
    // a package.json that is not JSON pins nobody
  }
  const identity = packagedIdentity(pkg);
  return {
    feedUrl: feed.url,
    cacheDirName: feed.updaterCacheDirName ?? updaterCacheDirName(identity.name || PRODUCT_NAME),
    publisherNames: identity.publisherNames,
  };
}

/** The place that stopped the configuration search (the first broken one), for the log. */
export function brokenPlace(locations: readonly ConfigLocation[]): string {
  const broken = locations.find(({ status }) => status === 'unreadable' || status === 'invalid');
  if (!broken) return 'a place could not be read';
  const problem = broken.problem;
  const detail = problem ? ` (${problem.code}${'detail' in problem ? `: ${problem.detail}` : ''})` : '';
  return `${broken.kind} ${broken.where} is ${broken.status}${detail}`;
}

export interface ThisRun extends RunFacts {
  settings: ResolvedSettings;
  /** A broken place stopped the configuration search (ApiBackend.incomplete). */
  incomplete: boolean;
  /** Every place looked at (ConfigReport.locations), to name the broken one. */
  configLocations: readonly ConfigLocation[];
  resourcesPath: string;
  appPath: () => string;
}

/** The plan for this run; a development run reads nothing. */
export function planThisRun(run: ThisRun): UpdatePlan {
  if (!run.isPackaged) return { enabled: false, reason: 'not an installed app' };
  return planUpdates({
    kind: installKind(gatherInstallFacts(run)),
    settings: run.settings,
    build: readBuildUpdateInfo(run.resourcesPath, run.appPath()),
    incomplete: run.incomplete ? brokenPlace(run.configLocations) : null,
  });
}
