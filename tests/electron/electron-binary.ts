// Whether this machine can run the Electron suite, and if not, why. The binary is obtained the way
// `npm start` obtains it (tooling/electron/obtain-electron.ts: Electron's own installer, downloading it
// where it is missing), or ELECTRON_APP_PATH names an installed QA build. Decided once per run, in the
// suite's global setup, and read by every worker.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  HOW_TO_OBTAIN,
  obtainElectron,
  type Env,
  type ObtainInputs,
} from '../../tooling/electron/obtain-electron';

export type ElectronBinary = { runnable: true; path: string } | { runnable: false; reason: string };

/** Where to look; the defaults are this machine's, a unit test passes its own. */
export interface FinderInputs extends Partial<Omit<ObtainInputs, 'env'>> {
  env?: Env;
}

/** What to do about it, printed with every reason. */
export const HOW_TO_GET_ELECTRON =
  `to run it: ${HOW_TO_OBTAIN.join('; ')}; or set ELECTRON_APP_PATH to an installed QA build; ` +
  'on Linux without a display, install xvfb (xvfb-run)';

/**
 * ELECTRON_APP_PATH as an executable: the path itself, or for a macOS bundle (`… QA.app`) the binary
 * its Info.plist names (Contents/MacOS/<CFBundleExecutable>).
 */
export function qaExecutable(appPath: string): { path: string } | { reason: string } {
  if (!existsSync(appPath)) {
    return {
      reason: `ELECTRON_APP_PATH names ${appPath}, which does not exist (is the QA build installed?)`,
    };
  }
  if (!statSync(appPath).isDirectory()) return { path: appPath };
  if (!appPath.replace(/[\\/]+$/, '').endsWith('.app')) {
    return {
      reason: `ELECTRON_APP_PATH names the folder ${appPath}: name the QA build's executable in it`,
    };
  }
  const plist = join(appPath, 'Contents', 'Info.plist');
  const named = existsSync(plist)
    ? /<key>CFBundleExecutable<\/key>\s*<string>([^<]+)<\/string>/.exec(readFileSync(plist, 'utf8'))?.[1]
    : undefined;
  const path = join(appPath, 'Contents', 'MacOS', named ?? basename(appPath.replace(/[\\/]+$/, ''), '.app'));
  return existsSync(path) ? { path } : { reason: `the app bundle ${appPath} has no executable at ${path}` };
}

function versionFailure(path: string): string | null {
  const version = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (version.status === 0) return null;
  const detail = (version.error?.message ?? version.stderr ?? '').trim().split('\n')[0];
  return `the Electron binary at ${path} does not run here (${detail || `exit ${version.status}`})`;
}

function displayFailure(env: Env, platform: NodeJS.Platform): string | null {
  if (platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'there is no display to open a window on (run under xvfb-run)';
}

/** The Electron binary (obtained first where missing) or ELECTRON_APP_PATH's QA build, or why not. */
export function findElectronBinary(options: FinderInputs = {}): ElectronBinary {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const appPath = env.ELECTRON_APP_PATH?.trim();
  if (appPath) {
    // A QA build would start the app on --version: that it exists is the check.
    const qa = qaExecutable(appPath);
    if ('reason' in qa) return { runnable: false, reason: qa.reason };
    const noDisplay = displayFailure(env, platform);
    return noDisplay ? { runnable: false, reason: noDisplay } : { runnable: true, path: qa.path };
  }
  const obtained = obtainElectron({ ...options, env, platform });
  if (!obtained.ok) return { runnable: false, reason: obtained.reason };
  const failure = versionFailure(obtained.path) ?? displayFailure(env, platform);
  return failure ? { runnable: false, reason: failure } : { runnable: true, path: obtained.path };
}

/** Where the run's decision is kept for the workers (they inherit the runner's environment). */
export const DECIDED_ENV = 'REVIEW_CONSOLE_E2E_ELECTRON';

/** The run's decision: made once (global setup), then read from the environment by every worker. */
export function electronBinaryForRun(env: Env = process.env): ElectronBinary {
  const decided = env[DECIDED_ENV];
  if (decided) return JSON.parse(decided) as ElectronBinary;
  const binary = findElectronBinary({ env });
  env[DECIDED_ENV] = JSON.stringify(binary);
  return binary;
}

/** The one line the suite prints when it cannot run here. */
export function skipLine(reason: string): string {
  return `Electron e2e skipped: ${reason}; ${HOW_TO_GET_ELECTRON}.`;
}
