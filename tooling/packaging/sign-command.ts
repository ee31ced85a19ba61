// Windows signing by a command IT names in WIN_SIGN_COMMAND, for keys that never leave their token,
// HSM or cloud (DigiCert KeyLocker's smctl, a cloud HSM's CLI, signtool with a CSP). electron-builder
// calls the hook below for every file it signs (win.signtoolOptions.sign); it runs the command without
// a shell, the file as one argument whatever characters its path holds, and fails the build when the
// command fails, times out or leaves the file as it was: never an unsigned file in a signed build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { CustomWindowsSign } from 'electron-builder';
import type { Env } from './env';

export const SIGN_COMMAND_ENV = 'WIN_SIGN_COMMAND';
export const FILE_PLACEHOLDER = '{file}';
/** electron-builder's own limit for signtool, in ms: SIGNTOOL_TIMEOUT, else 10 minutes. */
export const TIMEOUT_ENV = 'SIGNTOOL_TIMEOUT';
const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
/** How much of the command's output a failure quotes. */
const OUTPUT_KEPT = 4000;

/**
 * The words of a command line as IT types one in PowerShell, cmd or a CI secret: spaces separate
 * words, double quotes group them ("" is an empty word), and a backslash is just a backslash, as in
 * Windows paths. Null when a double quote is left open.
 */
export function splitCommandLine(line: string): string[] | null {
  const words: string[] = [];
  let word = '';
  let started = false;
  let quoted = false;
  for (const char of line) {
    if (char === '"') {
      quoted = !quoted;
      started = true;
    } else if (/\s/.test(char) && !quoted) {
      if (started) words.push(word);
      word = '';
      started = false;
    } else {
      word += char;
      started = true;
    }
  }
  if (quoted) return null;
  if (started) words.push(word);
  return words;
}

/** Why `line` cannot sign, or null when it can. */
export function signCommandProblem(line: string | undefined): string | null {
  const words = splitCommandLine(line ?? '');
  if (words === null) return `${SIGN_COMMAND_ENV} has a double quote that is never closed: ${line}`;
  if (words.length === 0) return `${SIGN_COMMAND_ENV} is empty.`;
  if (words[0].includes(FILE_PLACEHOLDER)) {
    return `${SIGN_COMMAND_ENV} must start with the program that signs, not ${FILE_PLACEHOLDER}.`;
  }
  if (!words.some((word) => word.includes(FILE_PLACEHOLDER))) {
    return (
      `${SIGN_COMMAND_ENV} must name the file to sign as ${FILE_PLACEHOLDER}, e.g. ` +
      `smctl sign --keypair-alias <alias> --input "${FILE_PLACEHOLDER}"`
    );
  }
  return null;
}

/** The program and its arguments for signing `file`: every {file} replaced, each word kept whole. */
export function signCommandArgs(line: string, file: string): [string, ...string[]] {
  const problem = signCommandProblem(line);
  if (problem) throw new Error(problem);
  const [program, ...args] = splitCommandLine(line)!.map((word) => word.replaceAll(FILE_PLACEHOLDER, file));
  return [program, ...args];
}

async function fileDigest(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export interface SignCommandOptions {
  timeoutMs?: number;
  /** Where the line saying the file was signed goes; the build log by default. */
  log?: (line: string) => void;
}

/** Runs the command for `file`; rejects with the reason and the command's last output when it fails. */
export async function runSignCommand(line: string, file: string, options: SignCommandOptions = {}) {
  const [program, ...args] = signCommandArgs(line, file);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const before = await fileDigest(file);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const said = output.trim() ? `\n${output.trim()}` : '';
      reject(new Error(`${SIGN_COMMAND_ENV} ${reason} signing ${file}${said}`));
    };
    const timer = setTimeout(() => {
      child.kill();
      fail(`did not finish within ${Math.round(timeoutMs / 1000)} s (${TIMEOUT_ENV}, in ms)`);
    }, timeoutMs);
    child.on('error', (error) => fail(`could not start "${program}" (${error.message})`));
    child.on('close', (code, signal) => {
      if (code === 0) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve();
      } else fail(`failed (${signal ? `stopped by ${signal}` : `exit code ${code}`})`);
    });
  });
  if ((await fileDigest(file)) === before) {
    throw new Error(`${SIGN_COMMAND_ENV} exited with 0 but left ${file} as it was: it did not sign it.`);
  }
  (options.log ?? console.log)(`  • signed by ${SIGN_COMMAND_ENV}  file=${file}`);
}

/** win.signtoolOptions.sign for the command in the environment. */
export function signWithCommand(env: Env): CustomWindowsSign {
  const line = env[SIGN_COMMAND_ENV] ?? '';
  const timeoutMs = Number.parseInt(env[TIMEOUT_ENV] ?? '', 10) || undefined;
  return (configuration) => runSignCommand(line, configuration.path, { timeoutMs });
}
