// Windows signing by a command IT names in WIN_SIGN_COMMAND, for keys that never leave their token,
// HSM or cloud (DigiCert KeyLocker's smctl, a cloud HSM's CLI, signtool with a CSP). electron-builder
// calls the hook below for every file it signs (win.signtoolOptions.sign); it runs the command without
// a shell, the file as one argument whatever characters its path holds, and fails the build when the
// command fails, times out or leaves the file as it was: never an unsigned file in a signed build.
// The command line may carry a secret (an access token, a PIN), so nothing it prints names the command
// or its words: problems give a position, and the tool's own output has the command's words masked.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CustomWindowsSign } from 'electron-builder';
import type { Env } from './env';

export const SIGN_COMMAND_ENV = 'WIN_SIGN_COMMAND';
export const FILE_PLACEHOLDER = '{file}';
/** electron-builder's own limit for signtool, in ms: SIGNTOOL_TIMEOUT, else 10 minutes. */
export const TIMEOUT_ENV = 'SIGNTOOL_TIMEOUT';
const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
/** How much of the command's output a failure quotes, and how much of it is read to mask words in. */
const OUTPUT_KEPT = 4000;
const OUTPUT_READ = 64 * 1024;
/** Words shorter than this are left in the output (masking "sign" would garble it); longer ones are
 * masked wherever they appear, shorter ones only as whole words. */
const SHORTEST_MASKED = 4;
const MASKED_ANYWHERE = 8;

/** The words of a command line, or the position (1-based, in characters) of a quote never closed. */
function parseCommandLine(line: string): { words: string[] } | { openQuoteAt: number } {
  const words: string[] = [];
  let word = '';
  let started = false;
  let openQuoteAt = 0;
  let position = 0;
  for (const char of line) {
    position++;
    if (char === '"') {
      openQuoteAt = openQuoteAt ? 0 : position;
      started = true;
    } else if (/\s/.test(char) && !openQuoteAt) {
      if (started) words.push(word);
      word = '';
      started = false;
    } else {
      word += char;
      started = true;
    }
  }
  if (openQuoteAt) return { openQuoteAt };
  if (started) words.push(word);
  return { words };
}

/**
 * The words of a command line as IT types one in PowerShell, cmd or a CI secret: spaces separate
 * words, double quotes group them ("" is an empty word), and a backslash is just a backslash, as in
 * Windows paths. Null when a double quote is left open.
 */
export function splitCommandLine(line: string): string[] | null {
  const parsed = parseCommandLine(line);
  return 'words' in parsed ? parsed.words : null;
}

/** Why `line` cannot sign, or null when it can; never quoting it, which may hold a secret. */
export function signCommandProblem(line: string | undefined): string | null {
  const parsed = parseCommandLine(line ?? '');
  if ('openQuoteAt' in parsed) {
    return `${SIGN_COMMAND_ENV} has a double quote that is never closed: the one at character ${parsed.openQuoteAt}.`;
  }
  const { words } = parsed;
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `output` with every word of the command line (and the value of a name=value word) replaced by its
 * position, e.g. "[word 5 of WIN_SIGN_COMMAND]": tools may echo their arguments, secrets included.
 * Words holding {file} stay (their text is the file's path).
 */
export function maskCommandWords(output: string, words: readonly string[]): string {
  const positions = new Map<string, number>();
  words.forEach((word, index) => {
    if (word.includes(FILE_PLACEHOLDER)) return;
    for (const text of [word, word.slice(word.indexOf('=') + 1)]) {
      if (text.length >= SHORTEST_MASKED && !positions.has(text)) positions.set(text, index + 1);
    }
  });
  if (positions.size === 0) return output;
  // One pass, longest first, so a mask is never looked into again.
  const patterns = [...positions.keys()]
    .sort((a, b) => b.length - a.length)
    .map((text) =>
      text.length >= MASKED_ANYWHERE
        ? escapeRegExp(text)
        : `(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`,
    );
  return output.replace(
    new RegExp(patterns.join('|'), 'gu'),
    (text) => `[word ${positions.get(text)} of ${SIGN_COMMAND_ENV}]`,
  );
}

/**
 * The end of what the command printed, masked, for a failure to quote ("" when it printed nothing);
 * `cut` when only the end of it was read.
 */
export function quotedOutput(output: string, cut: boolean, words: readonly string[]): string {
  let text = maskCommandWords(output, words);
  // What was read starts wherever the limit fell, perhaps inside a secret too cut to be recognised.
  if (cut) text = text.includes('\n') ? text.slice(text.indexOf('\n') + 1) : '';
  text = text.trim();
  if (text.length <= OUTPUT_KEPT) return text;
  text = text.slice(-OUTPUT_KEPT);
  return text.slice(text.indexOf('\n') + 1);
}

/** Why the program could not start, by Node's error code alone: its messages may quote the command. */
function cannotStart(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : 'no error code';
  const why = code === 'ENOENT' ? 'not found: give its full path or put it on PATH' : code;
  return `could not start its program, the first word (${why})`;
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

/** Runs the command for `file`; rejects with the reason and the end of its output (masked) when it fails. */
export async function runSignCommand(line: string, file: string, options: SignCommandOptions = {}) {
  const [program, ...args] = signCommandArgs(line, file);
  const words = splitCommandLine(line) ?? [];
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const before = await fileDigest(file);
  await new Promise<void>((resolve, reject) => {
    let child: ChildProcessByStdio<null, Readable, Readable>;
    try {
      child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    } catch (error) {
      reject(new Error(`${SIGN_COMMAND_ENV} ${cannotStart(error)} signing ${file}`));
      return;
    }
    let output = '';
    let cut = false;
    const keep = (chunk: string) => {
      output += chunk;
      if (output.length > OUTPUT_READ) [output, cut] = [output.slice(-OUTPUT_READ), true];
    };
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', keep);
    }
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const said = quotedOutput(output, cut, words);
      reject(new Error(`${SIGN_COMMAND_ENV} ${reason} signing ${file}${said ? `\n${said}` : ''}`));
    };
    const timer = setTimeout(() => {
      child.kill();
      fail(`did not finish within ${Math.round(timeoutMs / 1000)} s (${TIMEOUT_ENV}, in ms)`);
    }, timeoutMs);
    child.on('error', (error) => fail(cannotStart(error)));
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
