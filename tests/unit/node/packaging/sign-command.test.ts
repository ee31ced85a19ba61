// WIN_SIGN_COMMAND: the signing hook electron-builder calls for each Windows file, run here for real
// with a stand-in signing tool (fixtures/fake-signer.mjs) on files whose paths hold spaces and quotes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomWindowsSignTaskConfiguration } from 'electron-builder';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
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
    expect(signCommandProblem('smctl sign --input "{file}')).toMatch(/never closed/);
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
      /could not start "no-such-signing-tool-here"/,
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
