// Where main looks for its configuration, in order, on each platform. The machine-wide places live
// outside the install folder and the app bundle, so upgrades and code signatures never touch them.
import { posix, win32 } from 'node:path';
import type { ConfigLocationKind } from '@shared/ipc/config-report';
import { BUNDLE_ID, PRODUCT_NAME } from './app-identity';

export const API_URL_ENV = 'REVIEW_CONSOLE_API_URL';
export const CONFIG_PATH_ENV = 'REVIEW_CONSOLE_CONFIG';
export const CONFIG_FILE_NAME = 'config.json';
/** Where Group Policy writes (Software\Policies is never redirected for 32-bit programs). */
export const POLICY_REGISTRY_KEY = `HKLM\\Software\\Policies\\${PRODUCT_NAME}`;
export const MANAGED_PREFERENCES = `/Library/Managed Preferences/${BUNDLE_ID}.plist`;

export interface ConfigPlace {
  kind: ConfigLocationKind;
  where: string;
}

type Env = Record<string, string | undefined>;

/** Windows keeps variable names case-insensitive; a plain object (tests, spawned children) may not. */
const winEnv = (env: Env, name: string) =>
  env[name] ?? Object.entries(env).find(([key]) => key.toUpperCase() === name.toUpperCase())?.[1];

export function machineConfigFile(platform: NodeJS.Platform, env: Env): string {
  if (platform === 'win32') {
    return win32.join(winEnv(env, 'ProgramData') || 'C:\\ProgramData', PRODUCT_NAME, CONFIG_FILE_NAME);
  }
  if (platform === 'darwin') {
    return posix.join('/Library/Application Support', PRODUCT_NAME, CONFIG_FILE_NAME);
  }
  return posix.join('/etc/agency-review-console', CONFIG_FILE_NAME);
}

/** reg.exe from System32 by full path, so nothing earlier in PATH can stand in for it. */
export const regExe = (env: Env) =>
  win32.join(winEnv(env, 'SystemRoot') || 'C:\\Windows', 'System32', 'reg.exe');

/** config.json beside the executable; on macOS also in Contents/Resources (as before). */
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

/** Every place, in the order of precedence; the demo API (development only) is config.ts's. */
export function configPlaces(env: Env, platform: NodeJS.Platform, exePath: string): ConfigPlace[] {
  const places: ConfigPlace[] = [
    { kind: 'environment', where: API_URL_ENV },
    { kind: 'environment-file', where: env[CONFIG_PATH_ENV]?.trim() || CONFIG_PATH_ENV },
    { kind: 'machine-file', where: machineConfigFile(platform, env) },
  ];
  if (platform === 'win32') places.push({ kind: 'registry', where: POLICY_REGISTRY_KEY });
  if (platform === 'darwin') places.push({ kind: 'managed-preference', where: MANAGED_PREFERENCES });
  for (const file of besideAppFiles(exePath, platform, env)) places.push({ kind: 'beside-app', where: file });
  return places;
}
