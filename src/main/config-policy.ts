// The machine-wide policy written by management tools, read without native modules: Group Policy's
// registry values through `reg query`, an MDM profile's managed preferences through `plutil`.
import { execFile } from 'node:child_process';
import type { ConfigProblem } from '@shared/ipc/config-report';

/** What a location held: nothing, something that could not be read, or a value to check. */
export type Found =
  | { status: 'absent' }
  | { status: 'unreadable'; problem: ConfigProblem }
  | { status: 'invalid'; problem: ConfigProblem }
  | { status: 'found'; value: unknown };

/** Runs a program and resolves with its standard output; rejects like child_process.execFile. */
export type RunCommand = (file: string, args: readonly string[]) => Promise<string>;

// Long enough for a busy machine at log-on, short enough that a hung tool never blocks the start.
export const POLICY_TIMEOUT_MS = 5_000;

export const runCommand: RunCommand = (file, args) =>
  new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout: POLICY_TIMEOUT_MS, windowsHide: true, encoding: 'utf8' },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });

interface CommandError {
  code?: number | string;
  killed?: boolean;
  message?: string;
}

const unreadable = (error: unknown): Found => {
  const { code, killed, message } = (error ?? {}) as CommandError;
  const detail = killed ? 'timed out' : typeof code === 'string' ? code : (message ?? String(error));
  return { status: 'unreadable', problem: { code: 'unreadable', detail: detail.split('\n')[0] } };
};

/** Registry value names (case-insensitive) and the configuration key each one sets. */
const REGISTRY_VALUES: Record<string, (config: Record<string, unknown>, value: string) => void> = {
  apiurl: (config, value) => (config.apiUrl = value),
  updatesurl: (config, value) => (((config.updates ??= {}) as Record<string, unknown>).url = value),
  updatesenabled: (config, value) =>
    (((config.updates ??= {}) as Record<string, unknown>).enabled = !/^(0|0x0+|false)$/i.test(value)),
};

/** `reg query` output: "    Name    REG_TYPE    data" per value. */
export function registryValuesToConfig(stdout: string): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const line of stdout.split(/\r?\n/)) {
    const match =
      /^\s+(.+?)\s{4}(REG_[A-Z_]+)\s{4}(.*)$/.exec(line) ?? /^\s+(.+?)\s{4}(REG_[A-Z_]+)$/.exec(line);
    if (!match) continue;
    const [, name, , data = ''] = match;
    const set = REGISTRY_VALUES[name.toLowerCase()];
    if (set) set(config, data.trim());
    else config[name] = data.trim();
  }
  return config;
}

export async function readRegistryPolicy(run: RunCommand, regExe: string, key: string): Promise<Found> {
  let stdout: string;
  try {
    stdout = await run(regExe, ['query', key]);
  } catch (error) {
    // reg exits with 1 when the key does not exist: no policy.
    return (error as CommandError).code === 1 ? { status: 'absent' } : unreadable(error);
  }
  const config = registryValuesToConfig(stdout);
  return Object.keys(config).length === 0 ? { status: 'absent' } : { status: 'found', value: config };
}

/** A profile's own bookkeeping (PayloadUUID, …) is not configuration: never an unknown-key warning. */
function withoutPayloadKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('Payload')));
}

/** The profile's keys as JSON; `exists` first, so a machine without a profile runs nothing. */
export async function readManagedPreferences(
  run: RunCommand,
  plist: string,
  exists: (file: string) => boolean,
): Promise<Found> {
  if (!exists(plist)) return { status: 'absent' };
  let stdout: string;
  try {
    stdout = await run('/usr/bin/plutil', ['-convert', 'json', '-o', '-', plist]);
  } catch (error) {
    return unreadable(error);
  }
  try {
    return { status: 'found', value: withoutPayloadKeys(JSON.parse(stdout) as unknown) };
  } catch (error) {
    return { status: 'invalid', problem: { code: 'notJson', detail: (error as Error).message } };
  }
}
