// Where main looks for its configuration, in order, on each platform: IT's policy first, so what an
// administrator sets cannot be overridden by a user (who can set their own environment variables and,
// without the installer's folder rights, create files under C:\ProgramData). The machine-wide places
// live outside the install folder and the app bundle, so upgrades and code signatures never touch them.
import { posix, win32 } from 'node:path';
import type { ConfigLocationKind } from '@shared/ipc/config-report';
import { BUNDLE_ID, PRODUCT_NAME } from './app-identity';

export const API_URL_ENV = 'REVIEW_CONSOLE_API_URL';
export const CONFIG_PATH_ENV = 'REVIEW_CONSOLE_CONFIG';
export const CONFIG_FILE_NAME = 'config.json';
/** Where Group Policy writes (Software\Policies is never redirected for 32-bit programs). */
export const POLICY_KEY = `Software\\Policies\\${PRODUCT_NAME}`;
export const MACHINE_POLICY_KEY = `HKLM\\${POLICY_KEY}`;
export const USER_POLICY_KEY = `HKCU\\${POLICY_KEY}`;
export const MANAGED_PREFERENCES_DIR = '/Library/Managed Preferences';
export const MACHINE_MANAGED_PREFERENCES = posix.join(MANAGED_PREFERENCES_DIR, `${BUNDLE_ID}.plist`);

/** The user-scope profile an MDM writes for `user`. */
export const userManagedPreferences = (user: string) =>
  posix.join(MANAGED_PREFERENCES_DIR, user, `${BUNDLE_ID}.plist`);

export interface ConfigPlace {
  kind: ConfigLocationKind;
  where: string;
}

type Env = Record<string, string | undefined>;

/** Windows keeps variable names case-insensitive; a plain object (tests, spawned children) may not. */
export const winEnv = (env: Env, name: string) =>
  env[name] ?? Object.entries(env).find(([key]) => key.toUpperCase() === name.toUpperCase())?.[1];

/**
 * `programData`: Windows' ProgramData folder as the registry names it (config.ts asks reg.exe, since
 * %ProgramData% is a variable a user can set); the variable only when the registry could not say.
 */
export function machineConfigFile(platform: NodeJS.Platform, env: Env, programData?: string): string {
  if (platform === 'win32') {
    return win32.join(
      programData || winEnv(env, 'ProgramData') || 'C:\\ProgramData',
      PRODUCT_NAME,
      CONFIG_FILE_NAME,
    );
  }
  if (platform === 'darwin') {
    return posix.join('/Library/Application Support', PRODUCT_NAME, CONFIG_FILE_NAME);
  }
  return posix.join('/etc/agency-review-console', CONFIG_FILE_NAME);
}

/** config.json beside the executable; on macOS also in Contents/Resources. */
export function besideAppFiles(exePath: string, platform: NodeJS.Platform, env: Env): string[] {
  const path = platform === 'win32' ? win32 : posix;
  const exeDir = path.dirname(exePath);
  const files = [path.join(exeDir, CONFIG_FILE_NAME)];
  // electron-builder's portable .exe runs from a temporary folder and names the real one here.
  const portableDir = platform === 'win32' ? winEnv(env, 'PORTABLE_EXECUTABLE_DIR') : undefined;
  if (portableDir) files.unshift(path.join(portableDir, CONFIG_FILE_NAME));
  if (platform === 'darwin') files.push(path.join(exeDir, '..', 'Resources', CONFIG_FILE_NAME));
  return files;
}

export interface PlaceFacts {
  env: Env;
  platform: NodeJS.Platform;
  /** app.getPath('exe') */
  exePath: string;
  /** os.userInfo().username: the folder of user-scope managed preferences on macOS. */
  userName: string;
  /** Windows: the ProgramData folder from the registry (see machineConfigFile). */
  programData?: string;
}

/** Every place, in the order of precedence; the demo API (development only) is config.ts's. */
export function configPlaces({ env, platform, exePath, userName, programData }: PlaceFacts): ConfigPlace[] {
  const places: ConfigPlace[] = [];
  if (platform === 'win32') {
    places.push({ kind: 'machine-policy', where: MACHINE_POLICY_KEY });
    places.push({ kind: 'user-policy', where: USER_POLICY_KEY });
  }
  if (platform === 'darwin') {
    places.push({ kind: 'machine-policy', where: MACHINE_MANAGED_PREFERENCES });
    // A user name with a path separator would leave the folder: there is no such profile.
    if (userName && !/[/\0]|^\.\.?$/.test(userName)) {
      places.push({ kind: 'user-policy', where: userManagedPreferences(userName) });
    }
  }
  places.push(
    { kind: 'machine-file', where: machineConfigFile(platform, env, programData) },
    { kind: 'environment', where: API_URL_ENV },
    { kind: 'environment-file', where: env[CONFIG_PATH_ENV]?.trim() || CONFIG_PATH_ENV },
  );
  for (const file of besideAppFiles(exePath, platform, env)) places.push({ kind: 'beside-app', where: file });
  return places;
}
