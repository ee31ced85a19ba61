// Group Policy's registry values (HKLM and HKCU\Software\Policies\Agency Review Console), read with
// `reg query` from System32. reg.exe says "not found" and "access denied" alike with exit code 1 and a
// message in the display language, so a failure is told apart by asking for the parent key, whose
// listing names its subkeys: a key the parent does not list is absent; anything else is a failure to
// report, never "no policy".
import { REGISTRY_VALUES, type RegistryType } from '@shared/config-settings';
import { winEnv } from './config-locations';
import { unreadable, type CommandFailure, type Found, type RunCommand } from './config-policy';

type Env = Record<string, string | undefined>;

export interface RegistryEntry {
  name: string;
  type: string;
  data: string;
}

/** `reg query` output: "    Name    REG_TYPE    data" per value; subkeys and the key's name are skipped. */
export function parseRegQuery(stdout: string): RegistryEntry[] {
  const entries: RegistryEntry[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const match =
      /^\s+(.+?)\s{4}(REG_[A-Z_]+)\s{4}(.*)$/.exec(line) ?? /^\s+(.+?)\s{4}(REG_[A-Z_]+)$/.exec(line);
    if (match) entries.push({ name: match[1], type: match[2], data: (match[3] ?? '').trim() });
  }
  return entries;
}

/** As Windows expands REG_EXPAND_SZ: %NAME% from the environment, case-insensitively; unknown names stay. */
export const expandEnvironmentStrings = (data: string, env: Env) =>
  data.replace(/%([^%\s]+)%/g, (whole, name: string) => winEnv(env, name) ?? whole);

/** reg prints REG_MULTI_SZ's strings joined by a literal `\0`. */
const multiString = (data: string) => data.split('\\0').filter((item) => item.trim() !== '');

function typedData(entry: RegistryEntry, env: Env): string | boolean | string[] {
  switch (entry.type as RegistryType) {
    case 'REG_DWORD':
      return Number.parseInt(entry.data, 16) !== 0;
    case 'REG_MULTI_SZ':
      return multiString(entry.data);
    case 'REG_EXPAND_SZ':
      // JSON text (a team snippet set) is taken as written: a snippet's "%…%" is no variable.
      return entry.data.startsWith('{') ? entry.data : expandEnvironmentStrings(entry.data, env);
    default:
      return entry.data;
  }
}

/**
 * The values as the configuration's keys (apiUrl, updates.url, …), for config-values.ts to check as it
 * checks a file. A known value of a type the policy does not write is reported by its name and type.
 */
export function registryEntriesToConfig(entries: readonly RegistryEntry[], env: Env): Found {
  const config: Record<string, unknown> = {};
  const unknownKeys: string[] = [];
  const set = (path: string, value: unknown) => {
    const [first, second] = path.split('.');
    if (second === undefined) config[first] = value;
    else ((config[first] ??= {}) as Record<string, unknown>)[second] = value;
  };
  for (const entry of entries) {
    const known = REGISTRY_VALUES.find(({ name }) => name.toLowerCase() === entry.name.toLowerCase());
    if (!known) {
      unknownKeys.push(entry.name);
      continue;
    }
    if (!known.types.includes(entry.type as RegistryType)) {
      return {
        status: 'invalid',
        problem: {
          code: 'invalidValue',
          key: known.name,
          expected: known.types.join(' / '),
          found: entry.type,
        },
      };
    }
    const data = typedData(entry, env);
    // A single REG_SZ of host names, as Group Policy Preferences or `reg add` write it.
    const value =
      known.setting === 'images.allowedHosts' && typeof data === 'string'
        ? data.split(/[\s,;]+/).filter(Boolean)
        : data;
    set(known.setting, value);
  }
  if (Object.keys(config).length === 0 && unknownKeys.length === 0) return { status: 'absent' };
  return { status: 'found', value: config, unknownKeys };
}

const lastSegment = (key: string) => key.slice(key.lastIndexOf('\\') + 1).toLowerCase();

/** Whether `key` is absent: true only when a parent (or grandparent) can be listed and lacks it. */
async function isAbsent(run: RunCommand, regExe: string, key: string): Promise<boolean> {
  const parent = key.slice(0, key.lastIndexOf('\\'));
  // A hive (HKLM, HKCU) always exists: failing to list it is reg.exe failing.
  if (!parent.includes('\\')) return false;
  let listing: string;
  try {
    listing = await run(regExe, ['query', parent]);
  } catch (error) {
    return (error as CommandFailure).code === 1 ? isAbsent(run, regExe, parent) : false;
  }
  const child = lastSegment(key);
  return !listing
    .split(/\r?\n/)
    .some((line) => /^HKEY_/i.test(line.trim()) && lastSegment(line.trim()) === child);
}

export async function readRegistryPolicy(
  run: RunCommand,
  regExe: string,
  key: string,
  env: Env,
): Promise<Found> {
  let stdout: string;
  try {
    stdout = await run(regExe, ['query', key]);
  } catch (error) {
    if ((error as CommandFailure).code === 1 && (await isAbsent(run, regExe, key)))
      return { status: 'absent' };
    return unreadable(error);
  }
  return registryEntriesToConfig(parseRegQuery(stdout), env);
}
