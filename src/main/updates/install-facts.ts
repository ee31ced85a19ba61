// Gathers in Electron what the update plan decides from: how this copy is installed and what the
// build carries. Everything else about updates is pure and tested without Electron.
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRODUCT_NAME } from '../app-identity';
import type { ResolvedSettings } from '../config-sourced';
import { packagedIdentity, parseBuildFeed, updaterCacheDirName } from './build-update-info';
import { installKind, type InstallFacts } from './install-kind';
import { planUpdates, type BuildUpdateInfo, type UpdatePlan } from './update-plan';

/** Only the NSIS installer puts it beside the exe (app-builder-lib's templates/nsis, UNINSTALL_FILENAME). */
export const NSIS_UNINSTALLER = `Uninstall ${PRODUCT_NAME}.exe`;

/** `/Applications/X.app/Contents/MacOS/X` → `/Applications/X.app`; null outside a bundle. */
export function macBundlePath(exePath: string): string | null {
  const match = exePath.match(/^(.*?\.app)\/Contents\/MacOS\/[^/]+$/);
  return match ? match[1] : null;
}

export function canWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export interface RunFacts {
  isPackaged: boolean;
  exePath: string;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
}

export function gatherInstallFacts({ isPackaged, exePath, platform, env }: RunFacts): InstallFacts {
  const bundle = platform === 'darwin' ? macBundlePath(exePath) : null;
  return {
    isPackaged,
    platform,
    exePath,
    hasNsisUninstaller: platform === 'win32' && existsSync(join(dirname(exePath), NSIS_UNINSTALLER)),
    userFolders: [env.LOCALAPPDATA, env.USERPROFILE].filter((folder): folder is string => Boolean(folder)),
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

export interface ThisRun extends RunFacts {
  settings: ResolvedSettings;
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
  });
}
