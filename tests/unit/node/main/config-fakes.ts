// The configuration's inputs, faked: files by path, a reg.exe answering from a table of keys and
// PowerShell's Get-Acl, for the tests of config.ts and of the settings it resolves.
import { vi } from 'vitest';
import type { ConfigInputs, resolveApiConfig } from '@main/config';
import type { RunCommand } from '@main/config-policy';

export const linuxExe = '/opt/Agency Review Console/agency-review-console';
export const besideExe = '/opt/Agency Review Console/config.json';
export const etcFile = '/etc/agency-review-console/config.json';
export const winExe = 'C:\\Program Files\\Agency Review Console\\Agency Review Console.exe';
export const programData = 'C:\\ProgramData\\Agency Review Console\\config.json';
export const macExe = '/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console';
export const macLibrary = '/Library/Application Support/Agency Review Console/config.json';
export const managedPlist = '/Library/Managed Preferences/com.agencyreview.console.plist';
export const userPlist = '/Library/Managed Preferences/rana/com.agencyreview.console.plist';
export const HKLM_KEY = 'HKLM\\Software\\Policies\\Agency Review Console';
export const HKCU_KEY = 'HKCU\\Software\\Policies\\Agency Review Console';

/** A file's text, or an error its read throws (EACCES, say). */
export type FakeFiles = Record<string, string | Uint8Array | NodeJS.ErrnoException>;

export function configInputs(overrides: Partial<ConfigInputs> = {}, files: FakeFiles = {}): ConfigInputs {
  return {
    env: {},
    isPackaged: true,
    exePath: linuxExe,
    platform: 'linux',
    userName: 'rana',
    readFile: (file) => {
      const content = files[file];
      if (content === undefined) return null;
      if (content instanceof Error) throw content;
      return typeof content === 'string' ? new TextEncoder().encode(content) : content;
    },
    // No registry key unless a test says so: reg fails, and the Policies key lists no such subkey.
    run: registry({}),
    // Every file IT writes is root's and read-only to others unless a test says so.
    fileOwner: (file) => (files[file] === undefined ? null : { uid: 0, mode: 0o100644, isFile: true }),
    ...overrides,
  };
}

/** A fake reg.exe: the values under each policy key, as `reg query` prints them. */
export const LOCKED_FILE = 'O:BAG:SYD:AI(A;ID;FA;;;BA)(A;ID;FA;;;SY)(A;ID;0x1200a9;;;BU)';
export const LOCKED_FOLDER = 'O:BAG:SYD:PAI(A;OICI;FA;;;BA)(A;OICI;FA;;;SY)(A;OICI;0x1200a9;;;BU)';

/**
 * A fake Windows: reg.exe with the values under each key, as `reg query` prints them, and PowerShell's
 * Get-Acl answering `sddl` (by default, the folder the installer locks).
 */
export function registry(
  keys: Record<string, string[]>,
  sddl = `${LOCKED_FILE}\r\n${LOCKED_FOLDER}\r\n`,
): RunCommand {
  return vi.fn<RunCommand>(async (file, [, key]) => {
    if (file.endsWith('powershell.exe')) return sddl;
    const values = keys[key];
    if (values) return ['', key, ...values.map((value) => `    ${value}`), ''].join('\r\n');
    if (key.endsWith('\\Policies') || key.endsWith('\\Software')) return `\r\n${key}\\Microsoft\r\n`;
    throw Object.assign(new Error('Command failed'), { code: 1, stderr: 'ERROR: not found' });
  });
}

export const api = (url: string) => JSON.stringify({ apiUrl: url });
export type Resolved = Awaited<ReturnType<typeof resolveApiConfig>>;
export const statuses = (config: Resolved) =>
  config.report.locations.map(({ kind, status }) => `${kind}:${status}`);
/** Each setting in effect as "key=value from kind". */
export const sources = (config: Resolved) =>
  Object.entries(config.settings).map(
    ([key, setting]) => `${key}=${JSON.stringify(setting.value)} from ${setting.kind}`,
  );
