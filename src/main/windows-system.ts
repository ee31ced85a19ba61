// Windows' own programs (reg.exe, PowerShell) by a path a user cannot redirect. %SystemRoot% is an
// environment variable, which a standard user can set for the programs they start, so a path built
// from it could run the user's own "reg.exe" and invent a policy. \\?\GLOBALROOT\SystemRoot names the
// Windows folder through the kernel's object namespace instead, which no user setting changes. Should
// a Windows version refuse to start a program by that name (a spawn error, never the tool's own exit
// code), the environment's folder is tried next, and the log says so.
import { win32 } from 'node:path';
import { winEnv } from './config-locations';
import type { CommandFailure } from './config-policy';
import type { Logger } from './logging';

type Env = Record<string, string | undefined>;

/** The programs main runs, under the Windows folder. */
export const REG_EXE = 'System32\\reg.exe';
export const WINDOWS_POWERSHELL = 'System32\\WindowsPowerShell\\v1.0\\powershell.exe';
/** PowerShell's first start on a busy machine at log-on can take seconds. */
export const POWERSHELL_TIMEOUT_MS = 20_000;

/** The log line for a fallback to %SystemRoot% (withSystemProgram's onFallback). */
export const logSystemPathFallback =
  (log: Pick<Logger, 'warn'>) =>
  (path: string, error: unknown): void =>
    log.warn('A Windows program could not be started by its trusted path', { path, error });

export const GLOBALROOT_SYSTEM_ROOT = '\\\\?\\GLOBALROOT\\SystemRoot';

/** The paths to try for a program under the Windows folder, e.g. `System32\reg.exe`: trusted first. */
export function systemProgramPaths(relative: string, env: Env): [trusted: string, fallback: string] {
  return [
    win32.join(GLOBALROOT_SYSTEM_ROOT, relative),
    win32.join(winEnv(env, 'SystemRoot') || 'C:\\Windows', relative),
  ];
}

/** A failure to start the program at all (ENOENT, EINVAL, UNKNOWN…), as opposed to its exit code. */
export const couldNotStart = (error: unknown): boolean =>
  typeof (error as CommandFailure | null)?.code === 'string' && !(error as CommandFailure).killed;

/**
 * Runs `attempt` with the trusted path, then, only if that path could not be started, with the
 * environment's; `onFallback` hears why (for the log).
 */
export async function withSystemProgram<T>(
  relative: string,
  env: Env,
  attempt: (path: string) => Promise<T>,
  onFallback: (path: string, error: unknown) => void = () => {},
): Promise<T> {
  const [trusted, fallback] = systemProgramPaths(relative, env);
  try {
    return await attempt(trusted);
  } catch (error) {
    if (!couldNotStart(error)) throw error;
    onFallback(fallback, error);
    return attempt(fallback);
  }
}
