// The configuration in effect: each setting from the first place that sets it, in the order of
// config-locations.ts (policy first, so IT's settings win; in development only, the embedded demo API
// last). A place that is broken (unreadable, not JSON, a wrong value) stops the search there and is
// reported: a later place must never decide what a broken policy meant to set. A packaged build never
// falls back to demo data.
import { SETTING_KEYS, type SettingKey } from '@shared/config-settings';
import type {
  ConfigLocation,
  ConfigProblem,
  ConfigReport,
  ConfigWarning,
  SettingSource,
} from '@shared/ipc/config-report';
import type { AppInfo } from '@shared/ipc/contract';
import {
  API_URL_ENV,
  CONFIG_PATH_ENV,
  configPlaces,
  type ConfigPlace,
  type PlaceFacts,
} from './config-locations';
import { parseManagedPreferences } from './config-managed-preferences';
import type { Found, RunCommand } from './config-policy';
import { parseRegQuery, readRegistryPolicy } from './config-registry';
import { checkWindowsFileRights } from './config-windows-rights';
import type { ResolvedSettings, Sourced } from './config-sourced';
import { decodeConfigText } from './config-text';
import { parsePlaceValue, shownUrl, type PlaceSettings } from './config-values';
import { POWERSHELL_TIMEOUT_MS, REG_EXE, WINDOWS_POWERSHELL, withSystemProgram } from './windows-system';

export type ApiSource = AppInfo['apiSource'];

export interface ResolvedApiConfig {
  /** Where apiUrl came from; 'demo' in development without one, 'none' when nothing is usable. */
  source: ApiSource;
  /** Null for the demo API (its address is known once started) and when nothing is usable. */
  apiUrl: string | null;
  /**
   * True when a broken place stopped the search: a setting no earlier place set may have been meant by
   * it, so whoever reads an absent setting chooses the cautious answer (updates off, logos from the
   * backend only). The backend itself is used if an earlier place set it.
   */
  incomplete: boolean;
  /** Every setting in effect, with its place (the updater and the image policy read theirs here). */
  settings: ResolvedSettings;
  report: ConfigReport;
}

/** A file's owner and permission bits (lstat), or null when it does not exist. */
export interface FileOwner {
  uid: number;
  mode: number;
  isFile: boolean;
}

export interface ConfigInputs extends Omit<PlaceFacts, 'programData'> {
  isPackaged: boolean;
  /** The file's bytes, or null when it does not exist; throws when it cannot be read. */
  readFile: (file: string) => Uint8Array | null;
  /** Runs reg.exe and PowerShell on Windows (child_process.execFile with a time-out). */
  run: RunCommand;
  /** Told when a Windows program could not be started by its trusted path (windows-system.ts). */
  onSystemPathFallback?: (path: string, error: unknown) => void;
  /** For the machine-wide file on macOS and Linux, which only root may have written. */
  fileOwner: (file: string) => FileOwner | null;
}

/** A file's bytes, read as `parse` reads them; absent or unreadable as it was. */
function readAt(file: string, inputs: ConfigInputs, parse: (bytes: Uint8Array) => Found): Found {
  let bytes: Uint8Array | null;
  try {
    bytes = inputs.readFile(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { status: 'unreadable', problem: { code: 'unreadable', detail: code ?? message } };
  }
  return bytes === null ? { status: 'absent' } : parse(bytes);
}

/** A configuration file: JSON, in UTF-8 or UTF-16 with its byte-order mark. */
function parseJsonFile(bytes: Uint8Array): Found {
  const decoded = decodeConfigText(bytes);
  if (!decoded.ok) return { status: 'invalid', problem: decoded.problem };
  try {
    return { status: 'found', value: JSON.parse(decoded.text) as unknown };
  } catch (error) {
    return { status: 'invalid', problem: { code: 'notJson', detail: (error as Error).message } };
  }
}

const readFileAt = (file: string, inputs: ConfigInputs) => readAt(file, inputs, parseJsonFile);

/**
 * The machine-wide file on macOS and Linux counts as IT's only if root owns it and no one else may
 * write it (nor swap it: a link is refused too). Windows' folder rights are the installer's.
 */
function insecureMachineFile(file: string, inputs: ConfigInputs): Found | null {
  if (inputs.platform === 'win32') return null;
  const owner = inputs.fileOwner(file);
  if (owner === null) return null;
  if (owner.isFile && owner.uid === 0 && (owner.mode & 0o022) === 0) return null;
  const mode = (owner.mode & 0o7777).toString(8).padStart(4, '0');
  return { status: 'unreadable', problem: { code: 'insecureFile', owner: owner.uid, mode } };
}

/** Windows' programs for the policy: reg.exe and PowerShell by a path no user variable redirects. */
interface WindowsTools {
  reg: RunCommand;
  powerShell: (args: readonly string[]) => Promise<string>;
}

function windowsTools(inputs: ConfigInputs): WindowsTools {
  const { env, run, onSystemPathFallback } = inputs;
  return {
    reg: (_file, args) => withSystemProgram(REG_EXE, env, (path) => run(path, args), onSystemPathFallback),
    powerShell: (args) =>
      withSystemProgram(
        WINDOWS_POWERSHELL,
        env,
        (path) => run(path, args, POWERSHELL_TIMEOUT_MS),
        onSystemPathFallback,
      ),
  };
}

const SHELL_FOLDERS_KEY = 'HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Explorer\\Shell Folders';

/**
 * Windows' ProgramData folder as the registry names it (administrators' key), since %ProgramData% is a
 * variable a user can set; undefined when the registry cannot say (then the variable is used).
 */
export async function windowsProgramData(reg: RunCommand): Promise<string | undefined> {
  try {
    const stdout = await reg('reg.exe', ['query', SHELL_FOLDERS_KEY, '/v', 'Common AppData']);
    return (
      parseRegQuery(stdout).find((entry) => entry.name.toLowerCase() === 'common appdata')?.data || undefined
    );
  } catch {
    return undefined;
  }
}

async function look(place: ConfigPlace, inputs: ConfigInputs, tools: WindowsTools): Promise<Found> {
  const { env } = inputs;
  switch (place.kind) {
    case 'machine-policy':
    case 'user-policy':
      return inputs.platform === 'win32'
        ? readRegistryPolicy(tools.reg, 'reg.exe', place.where, env)
        : readAt(place.where, inputs, parseManagedPreferences);
    case 'environment': {
      const value = env[API_URL_ENV]?.trim();
      return value ? { status: 'found', value: { apiUrl: value } } : { status: 'absent' };
    }
    case 'environment-file': {
      if (!env[CONFIG_PATH_ENV]?.trim()) return { status: 'absent' };
      const found = readFileAt(place.where, inputs);
      // The file was named: its absence is a mistake to report, not a reason to look elsewhere.
      return found.status === 'absent' ? { status: 'unreadable', problem: { code: 'missingFile' } } : found;
    }
    case 'machine-file': {
      const found = readFileAt(place.where, inputs);
      if (found.status === 'absent') return found;
      const notIts =
        inputs.platform === 'win32'
          ? await checkWindowsFileRights(tools.powerShell, place.where)
          : insecureMachineFile(place.where, inputs);
      return notIts ?? found;
    }
    default:
      return readFileAt(place.where, inputs);
  }
}

/**
 * A setting's value as the configuration screen and About may show it: URLs without credentials, the
 * team snippets' file as written or the word for a set written inline (never its text).
 */
function shown(value: NonNullable<PlaceSettings[SettingKey]>): SettingSource['value'] {
  if (typeof value === 'string') return shownUrl(value);
  if (typeof value === 'boolean' || Array.isArray(value)) return value;
  return 'file' in value ? value.file : { inline: true };
}

export async function resolveApiConfig(inputs: ConfigInputs): Promise<ResolvedApiConfig> {
  const locations: ConfigLocation[] = [];
  const warnings: ConfigWarning[] = [];
  const settings: ResolvedSettings = {};
  const shownSettings: ConfigReport['settings'] = {};
  let problem: ConfigProblem | null = null;
  let foundAnything = false;
  const tools = windowsTools(inputs);
  // Anything a reader throws (an lstat that fails, say) is that place's reason, never a crash.
  const read = (place: ConfigPlace): Promise<Found> =>
    Promise.resolve()
      .then(() => look(place, inputs, tools))
      .catch((error: unknown): Found => ({
        status: 'unreadable',
        problem: { code: 'unreadable', detail: String(error) },
      }));
  // Every place is read at once and judged in order below: reading changes nothing, and on Windows each
  // reg.exe or PowerShell start costs tens to hundreds of milliseconds before the window can open. The
  // policies are asked while the registry is asked where ProgramData is (the machine-wide file needs it).
  const policies = new Map(
    configPlaces(inputs)
      .filter(({ kind }) => kind === 'machine-policy' || kind === 'user-policy')
      .map((place) => [place.where, read(place)]),
  );
  const programData = inputs.platform === 'win32' ? await windowsProgramData(tools.reg) : undefined;
  const places = configPlaces({ ...inputs, programData });
  const reads = places.map((place) => policies.get(place.where) ?? read(place));

  for (const [index, place] of places.entries()) {
    if (problem) {
      locations.push({ ...place, status: 'notChecked' });
      continue;
    }
    const found = await reads[index];
    if (found.status !== 'found') {
      locations.push({ ...place, ...found });
      if (found.status !== 'absent') problem = found.problem;
      continue;
    }
    foundAnything = true;
    const parsed = parsePlaceValue(found.value, inputs.isPackaged);
    const unknownKeys = [...(found.unknownKeys ?? []), ...parsed.unknownKeys];
    warnings.push(...unknownKeys.map((key) => ({ code: 'unknownKey' as const, key, where: place.where })));
    if (!parsed.ok) {
      locations.push({ ...place, status: 'invalid', problem: parsed.problem });
      problem = parsed.problem;
      continue;
    }
    const keys = SETTING_KEYS.filter((key) => parsed.settings[key] !== undefined);
    const fresh = keys.filter((key) => settings[key] === undefined);
    for (const key of fresh) {
      const value = parsed.settings[key]!;
      (settings as Record<SettingKey, Sourced<unknown>>)[key] = {
        value,
        kind: place.kind,
        where: place.where,
      };
      shownSettings[key] = { kind: place.kind, where: place.where, value: shown(value) };
    }
    locations.push({
      ...place,
      status: keys.length === 0 ? 'empty' : fresh.length > 0 ? 'used' : 'overridden',
    });
  }

  const report = (reason: ConfigProblem | null): ConfigReport => ({
    problem: reason,
    locations,
    warnings,
    settings: shownSettings,
  });
  const incomplete = problem !== null;
  // A broken place after the one that set the backend leaves the app usable; its reason is in the
  // report's locations and the log.
  if (settings.apiUrl) {
    const { kind, value } = settings.apiUrl;
    return { source: kind, apiUrl: value, incomplete, settings, report: report(null) };
  }
  if (problem) return { source: 'none', apiUrl: null, incomplete, settings, report: report(problem) };
  if (inputs.isPackaged) {
    const reason: ConfigProblem = foundAnything ? { code: 'missingApiUrl' } : { code: 'nothingConfigured' };
    return { source: 'none', apiUrl: null, incomplete, settings, report: report(reason) };
  }
  locations.push({ kind: 'demo', where: '', status: 'used' });
  return { source: 'demo', apiUrl: null, incomplete, settings, report: report(null) };
}
