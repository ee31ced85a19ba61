// Where the backend is, in order: REVIEW_CONSOLE_API_URL; the file named by REVIEW_CONSOLE_CONFIG;
// the machine-wide policy (a file, Group Policy, MDM); config.json beside the executable; in
// development only, the embedded demo API. The first place that holds anything decides: a broken
// setting is reported, never silently passed over. A packaged build never falls back to demo data.
import type { ConfigLocation, ConfigProblem, ConfigReport, ConfigWarning } from '@shared/ipc/config-report';
import type { AppInfo } from '@shared/ipc/contract';
import { API_URL_ENV, CONFIG_PATH_ENV, configPlaces, regExe, type ConfigPlace } from './config-locations';
import { readManagedPreferences, readRegistryPolicy, type Found, type RunCommand } from './config-policy';
import { decodeConfigText } from './config-text';
import { parseConfigValue, type AppConfig, type UpdatesConfig } from './config-values';

export type ApiSource = AppInfo['apiSource'];

export interface ResolvedApiConfig {
  source: ApiSource;
  /** Null for the demo API (its address is known once started) and when nothing is usable. */
  apiUrl: string | null;
  /** The `updates` key of the configuration used, for the updater. */
  updates?: UpdatesConfig;
  report: ConfigReport;
}

export interface ConfigInputs {
  env: Record<string, string | undefined>;
  isPackaged: boolean;
  /** app.getPath('exe') */
  exePath: string;
  platform: NodeJS.Platform;
  /** The file's bytes, or null when it does not exist; throws when it cannot be read. */
  readFile: (file: string) => Uint8Array | null;
  /** Runs reg.exe / plutil (child_process.execFile with a time-out). */
  run: RunCommand;
}

function readFileAt(file: string, inputs: ConfigInputs): Found {
  let bytes: Uint8Array | null;
  try {
    bytes = inputs.readFile(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { status: 'unreadable', problem: { code: 'unreadable', detail: code ?? message } };
  }
  if (bytes === null) return { status: 'absent' };
  const decoded = decodeConfigText(bytes);
  if (!decoded.ok) return { status: 'invalid', problem: decoded.problem };
  try {
    return { status: 'found', value: JSON.parse(decoded.text) as unknown };
  } catch (error) {
    return { status: 'invalid', problem: { code: 'notJson', detail: (error as Error).message } };
  }
}

async function look(place: ConfigPlace, inputs: ConfigInputs): Promise<Found> {
  const { env } = inputs;
  switch (place.kind) {
    case 'environment': {
      const value = env[API_URL_ENV]?.trim();
      return value ? { status: 'found', value: { apiUrl: value } } : { status: 'absent' };
    }
    case 'environment-file': {
      if (!env[CONFIG_PATH_ENV]?.trim()) return { status: 'absent' };
      const found = readFileAt(place.where, inputs);
      // IT named this file: its absence is a mistake to report, not a reason to look elsewhere.
      return found.status === 'absent' ? { status: 'unreadable', problem: { code: 'missingFile' } } : found;
    }
    case 'registry':
      return readRegistryPolicy(inputs.run, regExe(env), place.where);
    case 'managed-preference':
      return readManagedPreferences(inputs.run, place.where, (file) => inputs.readFile(file) !== null);
    default:
      return readFileAt(place.where, inputs);
  }
}

/** What one place holds, as a location of the report and, when usable, the configuration. */
async function check(
  place: ConfigPlace,
  inputs: ConfigInputs,
  warnings: ConfigWarning[],
): Promise<{ location: ConfigLocation; config: AppConfig | null }> {
  const found = await look(place, inputs).catch((error: unknown): Found => ({
    status: 'unreadable',
    problem: { code: 'unreadable', detail: String(error) },
  }));
  if (found.status !== 'found') {
    return { location: { ...place, ...found }, config: null };
  }
  const parsed = parseConfigValue(found.value, inputs.isPackaged);
  warnings.push(
    ...parsed.unknownKeys.map((key) => ({ code: 'unknownKey' as const, key, where: place.where })),
  );
  if (!parsed.ok) {
    return { location: { ...place, status: 'invalid', problem: parsed.problem }, config: null };
  }
  return { location: { ...place, status: 'used' }, config: parsed.config };
}

export async function resolveApiConfig(inputs: ConfigInputs): Promise<ResolvedApiConfig> {
  const locations: ConfigLocation[] = [];
  const warnings: ConfigWarning[] = [];
  const report = (problem: ConfigProblem | null): ConfigReport => ({ problem, locations, warnings });
  let result: ResolvedApiConfig | null = null;
  for (const place of configPlaces(inputs.env, inputs.platform, inputs.exePath)) {
    if (result) {
      locations.push({ ...place, status: 'notChecked' });
      continue;
    }
    const { location, config } = await check(place, inputs, warnings);
    locations.push(location);
    if (config)
      result = { source: place.kind, apiUrl: config.apiUrl, updates: config.updates, report: report(null) };
    else if (location.problem) result = { source: 'none', apiUrl: null, report: report(location.problem) };
  }
  if (result) return result;
  if (inputs.isPackaged)
    return { source: 'none', apiUrl: null, report: report({ code: 'nothingConfigured' }) };
  locations.push({ kind: 'demo', where: '', status: 'used' });
  return { source: 'demo', apiUrl: null, report: report(null) };
}
