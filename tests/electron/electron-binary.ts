// Whether this machine can run the Electron binary, and if not, why. Never `require('electron')`
// here: the package's index downloads the binary when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ElectronBinary = { runnable: true; path: string } | { runnable: false; reason: string };

/** Where to look; the defaults are this machine's, a unit test passes its own. */
export interface FinderInputs {
  env?: Record<string, string | undefined>;
  /** node_modules/electron, or null when the package is not installed. */
  packageDir?: string | null;
  platform?: NodeJS.Platform;
}

/** What to do about it, printed with every reason. */
export const HOW_TO_GET_ELECTRON =
  'to run it: `node node_modules/electron/install.js` where downloads are allowed, or set ' +
  'ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron, or ELECTRON_APP_PATH to a QA build; ' +
  'on Linux without a display run under xvfb-run';

function electronPackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

type Found = { path: string; qaBuild?: boolean } | { reason: string };

function binaryPath(inputs: Required<FinderInputs>): Found {
  const { env, packageDir } = inputs;
  const appPath = env.ELECTRON_APP_PATH?.trim();
  if (appPath) return { path: appPath, qaBuild: true };
  if (!packageDir) return { reason: 'the electron package is not installed (npm ci)' };
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) return { path: join(override, relative ?? 'electron') };
  if (!relative) {
    return {
      reason: `the Electron binary is not installed on this machine (no ${pathFile})`,
    };
  }
  return { path: join(packageDir, 'dist', relative) };
}

function versionFailure(path: string): string | null {
  const version = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (version.status === 0) return null;
  const detail = (version.error?.message ?? version.stderr ?? '').trim().split('\n')[0];
  return `the Electron binary at ${path} does not run here (${detail || `exit ${version.status}`})`;
}

/** The Electron binary (or ELECTRON_APP_PATH's QA build) if it runs here, otherwise why not. */
export function findElectronBinary(options: FinderInputs = {}): ElectronBinary {
  const inputs: Required<FinderInputs> = {
    env: options.env ?? process.env,
    packageDir: options.packageDir === undefined ? electronPackageDir() : options.packageDir,
    platform: options.platform ?? process.platform,
  };
  const found = binaryPath(inputs);
  if ('reason' in found) return { runnable: false, reason: found.reason };
  if (!existsSync(found.path)) {
    return {
      runnable: false,
      reason: `the Electron binary is not installed on this machine (${found.path})`,
    };
  }
  // A QA build would start the app on --version: its existence is the check.
  const failure = found.qaBuild ? null : versionFailure(found.path);
  if (failure) return { runnable: false, reason: failure };
  if (inputs.platform === 'linux' && !inputs.env.DISPLAY && !inputs.env.WAYLAND_DISPLAY) {
    return { runnable: false, reason: 'there is no display to open a window on (run under xvfb-run)' };
  }
  return { runnable: true, path: found.path };
}

/** The one line the suite prints when it cannot run here. */
export function skipLine(reason: string): string {
  return `Electron e2e skipped: ${reason}; ${HOW_TO_GET_ELECTRON}.`;
}
