// The Electron binary for `npm start`, `npm run dev` and the Electron suite, obtained the way Electron
// itself does it: its package's install.js (@electron/get), so ELECTRON_MIRROR, electron_config_cache,
// electron_use_remote_checksums, ELECTRON_GET_USE_PROXY with HTTPS_PROXY, and ELECTRON_OVERRIDE_DIST_PATH
// work as Electron documents them. Electron 45 has no install script: its binary arrives on the first
// `require('electron')`, which electron-vite never does (it only reads path.txt).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Env = Record<string, string | undefined>;

/** What the installer did: its exit status and what it wrote to stderr. */
export interface InstallerRun {
  status: number | null;
  stderr: string;
  /** Set when the installer could not be started or was stopped (time limit). */
  error?: Error;
}

export interface ObtainInputs {
  env: Env;
  /** node_modules/electron, or null when the package is not installed. */
  packageDir: string | null;
  platform: NodeJS.Platform;
  arch: string;
  /** Runs Electron's install.js; the default spawns it with this Node, for at most `timeoutMs`. */
  runInstaller: (installJs: string, env: Env) => InstallerRun;
  /** Why `url` cannot be fetched (the network error's code and message), or null when it can. */
  probe: (url: string) => string | null;
  /** Where the one line before a download goes. */
  say: (line: string) => void;
  /** How long the installer may take (a stalled proxy must not hang the command). */
  timeoutMs: number;
}

/** Electron is about 100 MB: generous for a slow line, yet a stalled download ends. */
export const DOWNLOAD_LIMIT_MS = 15 * 60_000;

export type Obtained =
  { ok: true; path: string; version: string | null } | { ok: false; reason: string; version: string | null };

/** The executable inside an unpacked Electron for `platform`, as Electron's install.js names it. */
export function executableInDist(platform: string): string | null {
  switch (platform) {
    case 'darwin':
    case 'mas':
      return 'Electron.app/Contents/MacOS/Electron';
    case 'win32':
      return 'electron.exe';
    case 'linux':
    case 'freebsd':
    case 'openbsd':
      return 'electron';
    default:
      return null;
  }
}

/** Where @electron/get downloads from, read as it reads it (npm config, then the environment). */
export function electronMirror(env: Env): string {
  return (
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.npm_package_config_electron_mirror ||
    env.ELECTRON_MIRROR ||
    'https://github.com/electron/electron/releases/download/'
  );
}

/** The release's zip for this platform, where @electron/get asks for it (custom paths aside). */
export function artifactUrl(env: Env, version: string, platform: string, arch: string): string {
  const directory = (env.ELECTRON_CUSTOM_DIR || `v${version}`).replace('{{ version }}', version);
  const file = env.ELECTRON_CUSTOM_FILENAME || `electron-v${version}-${platform}-${arch}.zip`;
  return `${electronMirror(env)}${directory}/${file}`;
}

/** The installer's own error line out of its stack trace (the first `…Error: …` line). */
export function installerError(run: InstallerRun, timeoutMs = DOWNLOAD_LIMIT_MS): string {
  if (run.error && 'code' in run.error && run.error.code === 'ETIMEDOUT') {
    return `stopped after ${Math.round(timeoutMs / 60_000)} minutes without finishing`;
  }
  if (run.error) return run.error.message;
  const lines = run.stderr.split(/\r?\n/).map((line) => line.trim());
  const errorLine = lines.find((line) => /^[A-Za-z]*Error\b.*:/.test(line));
  const lastWords = lines.filter((line) => line && !line.startsWith('at ')).at(-1);
  return errorLine ?? lastWords ?? `the installer exited with code ${run.status}`;
}

function electronPackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

function spawnInstaller(timeoutMs: number) {
  return (installJs: string, env: Env): InstallerRun => {
    // Its errors come to us, to be said in one line rather than as its stack trace.
    const run = spawnSync(process.execPath, [installJs], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'inherit', 'pipe'],
      timeout: timeoutMs,
    });
    return { status: run.status, stderr: run.stderr ?? '', error: run.error };
  };
}

// The installer says only "fetch failed": one request of our own finds the network's reason
// (ENOTFOUND, ECONNREFUSED, a certificate a proxy signed, ...).
const PROBE = `fetch(process.argv[1], { method: 'HEAD', signal: AbortSignal.timeout(15000) }).then(
  () => {},
  (error) => { const cause = error.cause ?? error; console.log([cause.code, cause.message].filter(Boolean).join(': ')); },
)`;

function probeWithFetch(url: string): string | null {
  const run = spawnSync(process.execPath, ['-e', PROBE, url], { encoding: 'utf8', timeout: 20_000 });
  return run.stdout?.trim() || null;
}

/** True when install.js would find this version already in dist/ (then it downloads nothing). */
function installed(packageDir: string, version: string | null): boolean {
  try {
    const there = readFileSync(join(packageDir, 'dist', 'version'), 'utf8')
      .trim()
      .replace(/^v/, '');
    const relative = readFileSync(join(packageDir, 'path.txt'), 'utf8').trim();
    return there === version && existsSync(join(packageDir, 'dist', relative));
  } catch {
    return false;
  }
}

function packageVersion(packageDir: string): string | null {
  try {
    return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return null;
  }
}

/** The Electron executable, downloaded first where it is missing, or why it cannot be had. */
export function obtainElectron(options: Partial<ObtainInputs> = {}): Obtained {
  const env = options.env ?? process.env;
  const packageDir = options.packageDir === undefined ? electronPackageDir() : options.packageDir;
  const platform = options.platform ?? process.platform;
  const arch = options.arch ?? process.arch;
  const timeoutMs = options.timeoutMs ?? DOWNLOAD_LIMIT_MS;
  const runInstaller = options.runInstaller ?? spawnInstaller(timeoutMs);
  const probe = options.probe ?? probeWithFetch;
  const say = options.say ?? ((line: string) => console.log(line));

  // electron-vite's own variable: an executable named outright is used as it is.
  const execPath = env.ELECTRON_EXEC_PATH?.trim();
  if (execPath) {
    return existsSync(execPath)
      ? { ok: true, path: execPath, version: null }
      : { ok: false, reason: `ELECTRON_EXEC_PATH names ${execPath}, which does not exist`, version: null };
  }
  if (!packageDir) {
    return { ok: false, reason: 'the electron package is not installed (run npm ci)', version: null };
  }
  const version = packageVersion(packageDir);
  const inDist = executableInDist(env.ELECTRON_INSTALL_PLATFORM || platform);
  if (!inDist) {
    return { ok: false, reason: `Electron has no build for this platform (${platform}-${arch})`, version };
  }
  const override = env.ELECTRON_OVERRIDE_DIST_PATH?.trim();
  if (override) {
    const path = join(override, inDist);
    return existsSync(path)
      ? { ok: true, path, version }
      : {
          ok: false,
          reason: `ELECTRON_OVERRIDE_DIST_PATH is set, but ${path} does not exist (it names the folder of an unpacked Electron ${version ?? ''} for ${platform}-${arch})`,
          version,
        };
  }
  // install.js returns at once when this version is already there, and downloads it otherwise.
  const url = artifactUrl(env, version ?? '', platform, arch);
  if (!installed(packageDir, version)) {
    say(`Downloading Electron ${version} for ${platform}-${arch} from ${url} (once) ...`);
  }
  const run = runInstaller(join(packageDir, 'install.js'), env);
  const pathFile = join(packageDir, 'path.txt');
  if (run.status !== 0 || run.error || !existsSync(pathFile)) {
    let error = installerError(run, timeoutMs);
    // Node's own fetch ignores ELECTRON_GET_USE_PROXY's proxy: its reason would mislead there.
    if (/fetch failed/.test(error) && !env.ELECTRON_GET_USE_PROXY) {
      const cause = probe(url);
      if (cause) error = `${error}: ${cause}`;
    }
    return {
      ok: false,
      reason: `Electron ${version ?? ''} for ${platform}-${arch} could not be obtained from ${url} (${error})`,
      version,
    };
  }
  const path = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path)
    ? { ok: true, path, version }
    : { ok: false, reason: `Electron's installer finished but ${path} is missing`, version };
}

/** What to do when the binary cannot be had: a mirror, a proxy, or an unpacked copy. */
export const HOW_TO_OBTAIN: readonly string[] = [
  "allow downloads from Electron's releases on GitHub, or set ELECTRON_MIRROR to a mirror of them " +
    '(e.g. https://mirror.example.com/electron/, ending in a slash; add electron_use_remote_checksums=1 ' +
    'for builds of your own)',
  'behind a proxy, set ELECTRON_GET_USE_PROXY=1 and HTTPS_PROXY (and NODE_EXTRA_CA_CERTS to the ' +
    "proxy's certificate authority where it signs its own certificates)",
  'or set ELECTRON_OVERRIDE_DIST_PATH to the folder of an unpacked Electron of the same version',
];

/** The message `npm start` and `npm run dev` stop with: what failed, how to fix it, and web mode. */
export function cannotStartMessage(reason: string): string {
  return [
    'The desktop app cannot start: the Electron binary is not available.',
    `  What failed: ${reason}.`,
    '  To fix it, then run the command again:',
    ...HOW_TO_OBTAIN.map((step) => `    - ${step};`),
    '  Meanwhile `npm run web` runs the same console in a browser at http://127.0.0.1:5173/.',
  ].join('\n');
}
