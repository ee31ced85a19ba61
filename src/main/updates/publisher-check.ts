// Windows: a downloaded installer runs only if Authenticode says it is validly signed by a publisher
// pinned in this build. Replaces electron-updater's own check, which lets the update through when
// PowerShell fails; this one refuses on anything it cannot confirm, and says why.
import { win32 } from 'node:path';
import type { VerifyUpdateCodeSignature } from 'electron-updater';
import type { Logger } from '../logging';
import {
  logSystemPathFallback,
  POWERSHELL_TIMEOUT_MS,
  WINDOWS_POWERSHELL,
  withSystemProgram,
} from '../windows-system';
import { subjectMatches } from '@shared/distinguished-name';

export interface PowerShellRequest {
  executable: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
}

export interface PowerShellResult {
  /** The exit code; null when it was stopped. */
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Why it failed or was stopped, if it did or was. */
  failure?: string;
}

/** Rejects only when the program could not be started at all (a spawn error, see run-powershell.ts). */
export type RunPowerShell = (request: PowerShellRequest) => Promise<PowerShellResult>;

/** The installer's path reaches PowerShell only in this variable: no quoting to get wrong. */
export const FILE_VARIABLE = 'AGENCY_REVIEW_CONSOLE_UPDATE_FILE';
export const CHECK_TIMEOUT_MS = POWERSHELL_TIMEOUT_MS;

const SCRIPT = [
  "$ErrorActionPreference = 'Stop'",
  '[Console]::OutputEncoding = New-Object System.Text.UTF8Encoding $false',
  `$s = Get-AuthenticodeSignature -LiteralPath $env:${FILE_VARIABLE}`,
  "$subject = if ($s.SignerCertificate) { $s.SignerCertificate.Subject } else { '' }",
  '@{ Status = [string]$s.Status; Subject = [string]$subject; Path = [string]$s.Path } | ConvertTo-Json -Compress',
].join('\n');

export function powershellRequest(
  file: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = CHECK_TIMEOUT_MS,
): Omit<PowerShellRequest, 'executable'> {
  // PowerShell 7's module path makes Windows PowerShell load the wrong Security module: leave it out.
  const inherited = Object.fromEntries(
    Object.entries(env).filter(([name]) => name.toUpperCase() !== 'PSMODULEPATH'),
  );
  return {
    args: [
      '-NoProfile',
      '-NonInteractive',
      '-NoLogo',
      '-InputFormat',
      'None',
      // Base64 of UTF-16: the script survives the command line untouched.
      '-EncodedCommand',
      Buffer.from(SCRIPT, 'utf16le').toString('base64'),
    ],
    env: { ...inherited, [FILE_VARIABLE]: file },
    timeoutMs,
  };
}

interface Answer {
  status: string;
  subject: string;
  path: string;
}

function parseAnswer(stdout: string): Answer | null {
  try {
    const value: unknown = JSON.parse(stdout.trim());
    if (typeof value !== 'object' || value === null) return null;
    if (!('Status' in value && 'Subject' in value && 'Path' in value)) return null;
    const { Status, Subject, Path } = value;
    if (typeof Status !== 'string' || typeof Subject !== 'string' || typeof Path !== 'string') return null;
    return { status: Status, subject: Subject, path: Path };
  } catch {
    return null;
  }
}

const samePath = (a: string, b: string) =>
  win32.normalize(a).toLowerCase() === win32.normalize(b).toLowerCase();
const firstLine = (text: string) => text.trim().split(/\r?\n/)[0].slice(0, 200);

export interface PublisherCheckOptions {
  /** From the packaged package.json. electron-updater passes the names in userData's file, which this user could edit. */
  publisherNames: readonly string[];
  run: RunPowerShell;
  log: Logger;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/** electron-updater's verifyUpdateCodeSignature: null to install, else the reason it is refused. */
export function createPublisherCheck({
  publisherNames,
  run,
  log,
  env = process.env,
  timeoutMs = CHECK_TIMEOUT_MS,
}: PublisherCheckOptions): VerifyUpdateCodeSignature {
  const refuse = (reason: string, file: string) => {
    log.warn('Update refused: its signature could not be accepted', { reason, file });
    return reason;
  };
  return async (_namesFromFile, file) => {
    if (publisherNames.length === 0) return refuse('this build pins no publisher', file);
    const request = powershellRequest(file, env, timeoutMs);
    let result: PowerShellResult;
    try {
      result = await withSystemProgram(
        // Windows PowerShell under the Windows folder, never one first on the PATH nor under a
        // %SystemRoot% the user set.
        WINDOWS_POWERSHELL,
        env,
        (executable) => run({ ...request, executable }),
        logSystemPathFallback(log),
      );
    } catch (error) {
      return refuse(`PowerShell could not run: ${String(error)}`, file);
    }
    if (result.timedOut) return refuse(`PowerShell did not answer within ${timeoutMs / 1000} s`, file);
    if (result.code !== 0 || result.failure) {
      const why = firstLine(result.stderr) || result.failure || 'no message';
      return refuse(`PowerShell failed (exit code ${String(result.code)}): ${why}`, file);
    }
    if (result.stderr.trim())
      return refuse(`PowerShell reported an error: ${firstLine(result.stderr)}`, file);
    const answer = parseAnswer(result.stdout);
    if (!answer)
      return refuse(`unexpected answer from PowerShell: ${firstLine(result.stdout) || '(nothing)'}`, file);
    if (!samePath(answer.path, file)) return refuse(`PowerShell checked another file: ${answer.path}`, file);
    if (answer.status !== 'Valid')
      return refuse(`not validly signed (Authenticode status: ${answer.status})`, file);
    if (!publisherNames.some((name) => subjectMatches(name, answer.subject))) {
      return refuse(
        `signed by "${answer.subject}", not by ${publisherNames.map((name) => `"${name}"`).join(' or ')}`,
        file,
      );
    }
    log.info('Update signature accepted', { publisher: answer.subject });
    return null;
  };
}
