// What reading a place can find, and running the tools that read IT's policy without native modules:
// reg.exe for Group Policy (config-registry.ts), plutil for managed preferences
// (config-managed-preferences.ts).
import { execFile } from 'node:child_process';
import type { ConfigProblem } from '@shared/ipc/config-report';

/** What a location held: nothing, something that could not be read, or a value to check. */
export type Found =
  | { status: 'absent' }
  | { status: 'unreadable'; problem: ConfigProblem }
  | { status: 'invalid'; problem: ConfigProblem }
  | { status: 'found'; value: unknown; unknownKeys?: string[] };

/** Runs a program and resolves with its standard output; rejects like child_process.execFile, with `stderr`. */
export type RunCommand = (file: string, args: readonly string[], timeoutMs?: number) => Promise<string>;

/** How a command failed: its exit code (or a spawn error such as ENOENT), a time-out, what it printed. */
export interface CommandFailure {
  code?: number | string;
  killed?: boolean;
  message?: string;
  stderr?: string;
}

// Long enough for a busy machine at log-on, short enough that a hung tool never blocks the start.
export const POLICY_TIMEOUT_MS = 5_000;

export const runCommand: RunCommand = (file, args, timeoutMs = POLICY_TIMEOUT_MS) =>
  new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout: timeoutMs, windowsHide: true, encoding: 'utf8' },
      (error, stdout, stderr) => (error ? reject(Object.assign(error, { stderr })) : resolve(stdout)),
    );
  });

/** The first line of what the tool said, else the exit code or spawn error, else the message. */
export function failureDetail(error: unknown): string {
  const { code, killed, message, stderr } = (error ?? {}) as CommandFailure;
  if (killed) return 'timed out';
  const said = stderr
    ?.split(/\r?\n/)
    .map((line) => line.trim())
    .find(Boolean);
  if (said) return typeof code === 'number' ? `${said} (exit code ${code})` : said;
  if (typeof code === 'string') return code;
  if (typeof code === 'number') return `exit code ${code}`;
  return (message ?? String(error)).split('\n')[0];
}

export const unreadable = (error: unknown): Found => ({
  status: 'unreadable',
  problem: { code: 'unreadable', detail: failureDetail(error) },
});
