// The development app's registration of the links that open a review (agency-review-console://…), so
// that `npm run dev` and `npm start` can be tried with a real link. An installed app never registers
// itself: its installer did (NSIS, MSI, the Info.plist, the .desktop file), IT may have removed that
// registration on purpose, and a per-user key the app wrote would outlive an uninstall and override a
// per-machine install. Tests and CI never register: they must not change the machine they run on.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname } from 'node:path';
import type { App } from 'electron';
import { LINK_SCHEME } from '@shared/review-link';
import type { Logger } from './logging';

/** Set (to anything but 0/false/no) by QA and CI to keep the development app from registering. */
export const SKIP_LINK_REGISTRATION_ENV = 'REVIEW_CONSOLE_SKIP_LINK_REGISTRATION';
/** The development app's .desktop file: never the installed app's (agency-review-console.desktop). */
export const DEV_DESKTOP_FILE = `${LINK_SCHEME}-dev.desktop`;
export const LINK_MIME_TYPE = `x-scheme-handler/${LINK_SCHEME}`;

export type Env = Record<string, string | undefined>;

export interface LinkRegistrationInputs {
  app: Pick<App, 'isPackaged' | 'getAppPath' | 'isDefaultProtocolClient' | 'setAsDefaultProtocolClient'>;
  platform: NodeJS.Platform;
  /** The Electron binary running the app. */
  execPath: string;
  argv: readonly string[];
  env: Env;
  homeDir: string;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The text of a file, or null when there is none. */
  readFile: (path: string) => string | null;
  /** Writes a file, making its folder first. */
  writeFile: (path: string, text: string) => void;
  /** Runs a program; its exit code and what it printed (code null: it could not be started). */
  run: (program: string, args: string[]) => { code: number | null; stdout: string };
}

export type LinkRegistration =
  'packaged' | 'skipped' | 'already registered' | 'registered' | 'not registered';

function isSet(value: string | undefined): boolean {
  const trimmed = value?.trim();
  return Boolean(trimmed) && !/^(0|false|no)$/i.test(trimmed!);
}

/** Why the development app must leave the OS alone, or null: CI, QA's variable, a test runner. */
export function reasonToSkip(env: Env, argv: readonly string[]): string | null {
  if (isSet(env[SKIP_LINK_REGISTRATION_ENV])) return `${SKIP_LINK_REGISTRATION_ENV} is set`;
  if (isSet(env.CI)) return 'CI is set';
  // Unit tests that load main's entry point.
  if (isSet(env.VITEST)) return 'run by vitest';
  // Playwright's _electron.launch always passes --remote-debugging-port=0 (and --inspect=0).
  if (argv.some((arg) => arg.startsWith('--remote-debugging-port')))
    return 'driven by a test (remote debugging)';
  return null;
}

/** One word of a .desktop file's Exec key: quoted where the specification asks, then string-escaped. */
export function desktopExecArgument(arg: string): string {
  if (/[\r\n\0]/.test(arg)) throw new Error(`A line break or NUL cannot go into a .desktop Exec key: ${arg}`);
  const quoted = /^[A-Za-z0-9_/.,:=+@-]+$/.test(arg) ? arg : `"${arg.replace(/[`"$\\]/g, '\\$&')}"`;
  // The key's value is itself a string: a backslash is written twice, a literal % as %%.
  return quoted.replace(/\\/g, '\\\\').replace(/%/g, '%%');
}

/** The development app's .desktop file: hidden from menus, opening links with this checkout. */
export function devDesktopEntry(execPath: string, appPath: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Agency Review Console (development)',
    `Exec=${desktopExecArgument(execPath)} ${desktopExecArgument(appPath)} %u`,
    'Terminal=false',
    'NoDisplay=true',
    `MimeType=${LINK_MIME_TYPE};`,
    '',
  ].join('\n');
}

/** Where a user's .desktop files go ($XDG_DATA_HOME/applications, by default ~/.local/share/applications). */
export function userApplicationsDir(env: Env, homeDir: string): string {
  const dataHome = env.XDG_DATA_HOME?.trim();
  return `${dataHome && dataHome.startsWith('/') ? dataHome : `${homeDir}/.local/share`}/applications`;
}

// Electron's own setAsDefaultProtocolClient needs the desktop file named by package.json's desktopName
// (CHROME_DESKTOP), which the development app has none of: the file is written and xdg-mime told here.
function registerLinux(inputs: LinkRegistrationInputs): LinkRegistration {
  const file = `${userApplicationsDir(inputs.env, inputs.homeDir)}/${DEV_DESKTOP_FILE}`;
  const entry = devDesktopEntry(inputs.execPath, inputs.app.getAppPath());
  const query = inputs.run('xdg-mime', ['query', 'default', LINK_MIME_TYPE]);
  if (inputs.readFile(file) === entry && query.stdout.trim() === DEV_DESKTOP_FILE)
    return 'already registered';
  inputs.writeFile(file, entry);
  const set = inputs.run('xdg-mime', ['default', DEV_DESKTOP_FILE, LINK_MIME_TYPE]);
  if (set.code !== 0) {
    inputs.log.warn('Links could not be registered for the development app (xdg-mime failed)', {
      desktopFile: file,
      exitCode: set.code,
    });
    return 'not registered';
  }
  inputs.log.info('Links open the development app', { desktopFile: file });
  return 'registered';
}

/**
 * Registers this checkout as the handler of the app's links, in development only. On macOS only the
 * schemes in the running bundle's Info.plist can be registered: `npm run dev` adds them to the
 * development Electron.app (tooling/electron/dev-app-plist.ts).
 */
export function registerDevelopmentLinks(inputs: LinkRegistrationInputs): LinkRegistration {
  if (inputs.app.isPackaged) return 'packaged';
  const skip = reasonToSkip(inputs.env, inputs.argv);
  if (skip) {
    inputs.log.info('Links are not registered for the development app', { reason: skip });
    return 'skipped';
  }
  if (inputs.platform === 'linux') return registerLinux(inputs);
  // Windows: HKCU\Software\Classes\agency-review-console runs this Electron with this checkout; "--"
  // ends Chromium's switches before the link, as the installers' command does (installer.nsh).
  // macOS: LaunchServices makes the running bundle the scheme's default handler.
  const { app, execPath } = inputs;
  const args = [app.getAppPath(), '--'];
  const windows = inputs.platform === 'win32';
  const isDefault = windows
    ? app.isDefaultProtocolClient(LINK_SCHEME, execPath, args)
    : app.isDefaultProtocolClient(LINK_SCHEME);
  if (isDefault) return 'already registered';
  const set = windows
    ? app.setAsDefaultProtocolClient(LINK_SCHEME, execPath, args)
    : app.setAsDefaultProtocolClient(LINK_SCHEME);
  if (!set) {
    inputs.log.warn('Links could not be registered for the development app', { platform: inputs.platform });
    return 'not registered';
  }
  inputs.log.info('Links open the development app', { platform: inputs.platform });
  return 'registered';
}

/** This process's side of the inputs: its platform, binary, arguments, environment and the file system. */
export function processInputs(): Omit<LinkRegistrationInputs, 'app' | 'log'> {
  return {
    platform: process.platform,
    execPath: process.execPath,
    argv: process.argv,
    env: process.env,
    homeDir: homedir(),
    readFile: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return null;
      }
    },
    writeFile: (path, text) => {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    },
    run: (program, args) => {
      const result = spawnSync(program, args, { encoding: 'utf8', timeout: 5000 });
      return { code: result.error ? null : result.status, stdout: result.stdout ?? '' };
    },
  };
}
