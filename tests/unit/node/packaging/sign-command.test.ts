// WIN_SIGN_COMMAND: the signing hook electron-builder calls for each Windows file, run here for real
// with a stand-in signing tool (fixtures/fake-signer.mjs) on files whose paths hold spaces and quotes.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomWindowsSignTaskConfiguration } from 'electron-builder';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertSigningReady, signingPlan } from '../../../../tooling/packaging/signing-plan';
import {
  maskCommandWords,
  quotedOutput,
  runSignCommand,
  signCommandArgs,
  signCommandProblem,
  signWithCommand,
  splitCommandLine,
} from '../../../../tooling/packaging/sign-command';

const signer = fileURLToPath(new URL('./fixtures/fake-signer.mjs', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'sign-command-'));
const log = join(work, 'signer.log');
/** The command line IT would set, calling the stand-in tool through this Node. */
const command = `"${process.execPath}" "${signer}" sign --keypair-alias key_1 --input "{file}"`;
const quiet = { log: () => undefined };

/** A file to sign in a folder whose name, like the file's, holds spaces and both kinds of quote. */
function unsignedFile(): string {
  const folder = join(work, `O'Brien "build" ${Math.random().toString(36).slice(2)}`);
  mkdirSync(folder);
  const file = join(folder, 'Agency Review Console.exe');
  writeFileSync(file, 'MZ unsigned');
  return file;
}
const runs = () =>
  readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string[]);

beforeEach(() => {
  writeFileSync(log, '');
  vi.stubEnv('FAKE_SIGNER_LOG', log);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the command line in WIN_SIGN_COMMAND', () => {
  it('is split into words at spaces, double quotes grouping, backslashes kept as in Windows paths', () => {
    expect(
      splitCommandLine(
        '"C:\\Program Files\\DigiCert\\smctl.exe"  sign --keypair-alias=key_1 --input "{file}" ""',
      ),
    ).toEqual([
      'C:\\Program Files\\DigiCert\\smctl.exe',
      'sign',
      '--keypair-alias=key_1',
      '--input',
      '{file}',
      '',
    ]);
    expect(splitCommandLine('signtool sign /f "C:\\keys\\a b.pfx')).toBeNull();
  });

  it('puts the file in place of every {file}, each word whole, whatever the path holds', () => {
    const file = `C:\\Users\\O'Brien\\build "x"\\Agency Review Console.exe`;
    expect(signCommandArgs('smctl sign --input {file} --log={file}.log', file)).toEqual([
      'smctl',
      'sign',
      '--input',
      file,
      `--log=${file}.log`,
    ]);
  });

  it('is refused when empty, without {file}, starting with {file} or with a quote left open', () => {
    expect(signCommandProblem(undefined)).toMatch(/WIN_SIGN_COMMAND is empty/);
    expect(signCommandProblem('  ')).toMatch(/WIN_SIGN_COMMAND is empty/);
    expect(signCommandProblem('smctl sign --input')).toMatch(/must name the file to sign as \{file\}/);
    expect(signCommandProblem('{file} sign')).toMatch(/must start with the program that signs/);
    expect(signCommandProblem('smctl sign --input "{file}')).toBe(
      'WIN_SIGN_COMMAND has a double quote that is never closed: the one at character 20.',
    );
    expect(signCommandProblem(command)).toBeNull();
    expect(() => signCommandArgs('smctl sign', 'x.exe')).toThrow(/must name the file/);
  });
});

describe('the signing hook', () => {
  it('runs the command once per file, passing a path with spaces and quotes as one argument', async () => {
    const file = unsignedFile();
    const sign = signWithCommand({ WIN_SIGN_COMMAND: command });
    await sign({ path: file } as CustomWindowsSignTaskConfiguration);
    expect(runs()).toEqual([['sign', '--keypair-alias', 'key_1', '--input', file]]);
    expect(readFileSync(file, 'utf8')).toBe('MZ unsignedSIGNED-BY-FAKE-SIGNER');
  });

  it('fails the build when the command fails, with its exit code and what it said', async () => {
    vi.stubEnv('FAKE_SIGNER_MODE', 'fail');
    const file = unsignedFile();
    await expect(runSignCommand(command, file, quiet)).rejects.toThrow(
      `WIN_SIGN_COMMAND failed (exit code 7) signing ${file}\nError: the key is not available (token not present)`,
    );
  });

  it('fails the build when the command exits 0 without signing the file', async () => {
    vi.stubEnv('FAKE_SIGNER_MODE', 'no-op');
    const file = unsignedFile();
    await expect(runSignCommand(command, file, quiet)).rejects.toThrow(/exited with 0 but left .* as it was/);
  });

  it('fails the build when the program cannot be started', async () => {
    const file = unsignedFile();
    await expect(runSignCommand('no-such-signing-tool-here sign "{file}"', file, quiet)).rejects.toThrow(
      'WIN_SIGN_COMMAND could not start its program, the first word (not found: give its full path or put it on PATH)',
    );
  });

  it('fails the build when the command does not finish in time, and stops it', async () => {
    vi.stubEnv('FAKE_SIGNER_MODE', 'hang');
    const file = unsignedFile();
    await expect(runSignCommand(command, file, { ...quiet, timeoutMs: 500 })).rejects.toThrow(
      /did not finish within 1 s \(SIGNTOOL_TIMEOUT, in ms\)/,
    );
    expect(readFileSync(file, 'utf8')).toBe('MZ unsigned');
  });
});

describe('a secret in WIN_SIGN_COMMAND (the Jsign example carries an access token)', () => {
  // Long, as Entra access tokens can be: masked, a flood of them shrinks to well under what is quoted.
  const token = randomBytes(4500).toString('base64url');
  const pin = '73915286';
  const secretCommand = `"${process.execPath}" "${signer}" sign --storepass ${token} --pin=${pin} --input "{file}"`;

  /** The first 8 characters of a secret found in `text`, if any: a cut-off token is a leak too. */
  function leakIn(text: string): string | undefined {
    const parts = new Set(
      [token, pin].flatMap((secret) =>
        Array.from({ length: secret.length - 7 }, (_, index) => secret.slice(index, index + 8)),
      ),
    );
    for (let index = 0; index + 8 <= text.length; index++) {
      if (parts.has(text.slice(index, index + 8))) return text.slice(index, index + 8);
    }
    return undefined;
  }

  /** What running the hook leaves in the build log: the error and every line it logged. */
  async function hookOutput(line: string, mode: string, timeoutMs?: number): Promise<string> {
    vi.stubEnv('FAKE_SIGNER_MODE', mode);
    vi.stubEnv('FAKE_SIGNER_ECHO', '1');
    const logged: string[] = [];
    const error = await runSignCommand(line, unsignedFile(), { log: (text) => logged.push(text), timeoutMs })
      .then(() => null)
      .catch((reason: unknown) => reason);
    const said = error instanceof Error ? [error.message, error.stack ?? ''] : [];
    return [...said, ...logged].join('\n');
  }

  it.each([
    ['fails', 'fail', /^WIN_SIGN_COMMAND failed \(exit code 7\) signing /],
    ['does not finish in time', 'hang', /did not finish within 1 s/],
    ['leaves the file unsigned', 'no-op', /exited with 0 but left .* as it was/],
    ['signs', 'sign', /^ {2}• signed by WIN_SIGN_COMMAND {2}file=/],
  ])('is never printed when the command %s, though the tool echoes it', async (_, mode, says) => {
    const output = await hookOutput(secretCommand, mode, 800);
    expect(output).toMatch(says);
    expect(leakIn(output)).toBeUndefined();
  });

  it('is masked by its position in what the tool printed, the rest kept', async () => {
    const output = await hookOutput(secretCommand, 'fail');
    expect(output).toContain(
      'fake-signer called with: [word 3 of WIN_SIGN_COMMAND] [word 4 of WIN_SIGN_COMMAND] [word 5 of WIN_SIGN_COMMAND] [word 6 of WIN_SIGN_COMMAND] [word 7 of WIN_SIGN_COMMAND] ',
    );
    expect(output).toContain('Error: the key is not available (token not present)');
  });

  it('is never printed cut in half when the tool prints more than is kept', async () => {
    const output = await hookOutput(secretCommand, 'flood');
    expect(output).toMatch(/^WIN_SIGN_COMMAND failed \(exit code 7\)/);
    expect(output).toContain('[word 4 of WIN_SIGN_COMMAND] [word 5 of WIN_SIGN_COMMAND]');
    expect(leakIn(output)).toBeUndefined();
  });

  it('is never printed when a quote is left open, by the check, the hook or the release check', async () => {
    const unclosed = `${secretCommand} "`;
    const problem = signCommandProblem(unclosed);
    expect(problem).toBe(
      `WIN_SIGN_COMMAND has a double quote that is never closed: the one at character ${unclosed.length}.`,
    );
    const plan = signingPlan({ RELEASE: '1', WIN_SIGN_COMMAND: unclosed }, 'win32');
    const outputs = [
      problem ?? '',
      await hookOutput(unclosed, 'sign'),
      (() => {
        try {
          assertSigningReady(plan);
          return '';
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      })(),
    ];
    expect(outputs[2]).toContain('never closed');
    for (const output of outputs) expect(leakIn(output)).toBeUndefined();
  });

  it('is never printed when quotes make the whole line the program, which cannot start', async () => {
    const output = await hookOutput(`"jsign --storepass ${token}" "{file}"`, 'sign');
    expect(output).toContain('WIN_SIGN_COMMAND could not start its program, the first word (');
    expect(leakIn(output)).toBeUndefined();
  });

  it('is not in the signing hook’s log line either', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const sign = signWithCommand({ WIN_SIGN_COMMAND: secretCommand });
      await sign({ path: unsignedFile() } as CustomWindowsSignTaskConfiguration);
      const lines = log.mock.calls.map((call) => call.join(' '));
      expect(lines).toEqual([expect.stringContaining('signed by WIN_SIGN_COMMAND')]);
      expect(leakIn(lines.join('\n'))).toBeUndefined();
    } finally {
      log.mockRestore();
    }
  });
});

describe('masking the command’s words in what it printed', () => {
  it('masks long words anywhere, short ones only whole, the file’s word never, and what is masked once only', () => {
    const words = ['smctl', 'sign', '--keypair-alias=key_1', '--input', '{file}', 'WIN_SIGN_COMMAND'];
    expect(
      maskCommandWords('smctl: signing with key_1 failed (sign --keypair-alias=key_1x); C:\\a.exe', words),
    ).toBe(
      '[word 1 of WIN_SIGN_COMMAND]: signing with [word 3 of WIN_SIGN_COMMAND] failed ([word 2 of WIN_SIGN_COMMAND] [word 3 of WIN_SIGN_COMMAND]x); C:\\a.exe',
    );
    expect(maskCommandWords('nothing to hide', ['a', 'b'])).toBe('nothing to hide');
  });

  it('drops the first line of output read only in part: it may end with a secret too cut to be recognised', () => {
    const secret = randomBytes(300).toString('base64url');
    const words = ['jsign', '--storepass', secret, '{file}'];
    const read = `${secret.slice(-40)} --alias codesign\nError: the vault refused the token\n`;
    expect(quotedOutput(read, true, words)).toBe('Error: the vault refused the token');
    expect(quotedOutput(read, false, words)).toContain(secret.slice(-40));
  });

  it('quotes at most the last 4,000 characters, from the start of a line', () => {
    const output = Array.from({ length: 300 }, (_, index) => `line ${index}: the signing service said no`);
    const quoted = quotedOutput(output.join('\n'), false, ['smctl']);
    expect(quoted.length).toBeLessThanOrEqual(4000);
    expect(quoted.split('\n')[0]).toMatch(/^line \d+: the signing service said no$/);
    expect(quoted.endsWith('line 299: the signing service said no')).toBe(true);
  });
});
