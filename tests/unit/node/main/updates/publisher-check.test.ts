import { describe, expect, it, vi } from 'vitest';
import {
  createPublisherCheck,
  FILE_VARIABLE,
  powershellPath,
  type PowerShellRequest,
  type PowerShellResult,
} from '@main/updates/publisher-check';
import { recordingLog } from './fake-updater';

const PINNED = 'CN="Agency Review, Inc.", O="Agency Review, Inc.", L=Seattle, S=Washington, C=US';
const FILE = 'C:\\Users\\rev\\AppData\\Local\\agency-review-console-updater\\pending\\temp-Setup.exe';

const answer = (status: string, subject: string, path = FILE): PowerShellResult => ({
  code: 0,
  stdout: `${JSON.stringify({ Status: status, Subject: subject, Path: path })}\r\n`,
  stderr: '',
  timedOut: false,
});

function checkWith(result: PowerShellResult | Error, publisherNames: readonly string[] = [PINNED]) {
  const requests: PowerShellRequest[] = [];
  const run = vi.fn(async (request: PowerShellRequest) => {
    requests.push(request);
    if (result instanceof Error) throw result;
    return result;
  });
  const { log, lines } = recordingLog();
  const env = { SystemRoot: 'D:\\Windows', PSModulePath: 'C:\\pwsh7\\Modules', Path: 'C:\\evil' };
  const check = createPublisherCheck({ publisherNames, run, log, env });
  return { check, run, requests, lines };
}

describe('the publisher check of a Windows update', () => {
  it('accepts an installer validly signed by the pinned publisher', async () => {
    const { check, lines } = checkWith(answer('Valid', PINNED));
    await expect(check([PINNED], FILE)).resolves.toBeNull();
    expect(lines).toContainEqual({
      level: 'info',
      message: 'Update signature accepted',
      details: { publisher: PINNED },
    });
  });

  it('compares every part of a pinned DN, in any order, with the subject’s', async () => {
    const reordered = 'C=US, S=Washington, L=Seattle, O="Agency Review, Inc.", CN="Agency Review, Inc."';
    await expect(checkWith(answer('Valid', reordered)).check([], FILE)).resolves.toBeNull();
    const otherOrg = 'CN="Agency Review, Inc.", O="Someone Else", L=Seattle, S=Washington, C=US';
    await expect(checkWith(answer('Valid', otherOrg)).check([], FILE)).resolves.toContain('not by');
  });

  it('matches a bare pinned name against the common name only, exactly', async () => {
    const subject = 'CN=Agency Review, O=Other, C=US';
    await expect(checkWith(answer('Valid', subject), ['Agency Review']).check([], FILE)).resolves.toBeNull();
    const longer = 'CN=Agency Review Fake, O=Other';
    await expect(checkWith(answer('Valid', longer), ['Agency Review']).check([], FILE)).resolves.toContain(
      'not by',
    );
  });

  it('refuses an installer validly signed by another publisher', async () => {
    const { check, lines } = checkWith(answer('Valid', 'CN=Mallory, O=Mallory, C=US'));
    const reason = await check([PINNED], FILE);
    expect(reason).toBe(`signed by "CN=Mallory, O=Mallory, C=US", not by "${PINNED}"`);
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'Update refused: its signature could not be accepted',
      details: { reason, file: FILE },
    });
  });

  it('refuses an installer that is not signed, or whose signature is not valid', async () => {
    await expect(checkWith(answer('NotSigned', '')).check([], FILE)).resolves.toBe(
      'not validly signed (Authenticode status: NotSigned)',
    );
    await expect(checkWith(answer('HashMismatch', PINNED)).check([], FILE)).resolves.toContain(
      'HashMismatch',
    );
    await expect(checkWith(answer('UnknownError', PINNED)).check([], FILE)).resolves.toContain(
      'UnknownError',
    );
  });

  it('refuses when PowerShell fails, cannot start, or reports an error', async () => {
    const failed = {
      code: 1,
      stdout: '',
      stderr: 'Get-AuthenticodeSignature : Cannot find path\r\nmore',
      timedOut: false,
    };
    await expect(checkWith(failed).check([], FILE)).resolves.toBe(
      'PowerShell failed (exit code 1): Get-AuthenticodeSignature : Cannot find path',
    );
    await expect(checkWith(new Error('spawn ENOENT')).check([], FILE)).resolves.toBe(
      'PowerShell could not run: Error: spawn ENOENT',
    );
    const noStart = { code: null, stdout: '', stderr: '', timedOut: false, failure: 'spawn EACCES' };
    await expect(checkWith(noStart).check([], FILE)).resolves.toContain('spawn EACCES');
    const warned = { ...answer('Valid', PINNED), stderr: 'WARNING: something' };
    await expect(checkWith(warned).check([], FILE)).resolves.toContain('PowerShell reported an error');
  });

  it('refuses when PowerShell does not answer in time', async () => {
    const late = { code: null, stdout: '', stderr: '', timedOut: true, failure: 'killed' };
    await expect(checkWith(late).check([], FILE)).resolves.toBe('PowerShell did not answer within 20 s');
  });

  it('refuses an answer it does not understand', async () => {
    for (const stdout of [
      '',
      'Valid',
      '[]',
      'null',
      '{"Status":0,"Subject":"x","Path":"y"}',
      '{"Status":"Valid"}',
    ]) {
      const garbage = { code: 0, stdout, stderr: '', timedOut: false };
      await expect(checkWith(garbage).check([], FILE)).resolves.toContain(
        'unexpected answer from PowerShell',
      );
    }
  });

  it('refuses an answer about another file', async () => {
    const other = answer('Valid', PINNED, 'C:\\Windows\\explorer.exe');
    await expect(checkWith(other).check([], FILE)).resolves.toBe(
      'PowerShell checked another file: C:\\Windows\\explorer.exe',
    );
    const sameFile = answer('Valid', PINNED, FILE.toUpperCase().replaceAll('\\', '/'));
    await expect(checkWith(sameFile).check([], FILE)).resolves.toBeNull();
  });

  it('refuses everything when the build pins nobody, without asking PowerShell', async () => {
    const { check, run } = checkWith(answer('Valid', PINNED), []);
    await expect(check([PINNED], FILE)).resolves.toBe('this build pins no publisher');
    expect(run).not.toHaveBeenCalled();
  });

  it('trusts the names packaged into the app, not those in the file electron-updater read', async () => {
    const { check } = checkWith(answer('Valid', 'CN=Mallory'));
    await expect(check(['CN=Mallory'], FILE)).resolves.toContain('not by');
  });

  it('runs Windows PowerShell by full path, without profile or prompts, without PowerShell 7’s modules', async () => {
    const { check, requests } = checkWith(answer('Valid', PINNED));
    await check([], FILE);
    const [request] = requests;
    expect(request.executable).toBe('D:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe');
    expect(powershellPath()).toBe('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe');
    expect(request.args.slice(0, 2)).toEqual(['-NoProfile', '-NonInteractive']);
    expect(request.args.at(-2)).toBe('-EncodedCommand');
    expect(request.env).not.toHaveProperty('PSModulePath');
    expect(request.timeoutMs).toBe(20_000);
    const script = Buffer.from(request.args.at(-1)!, 'base64').toString('utf16le');
    expect(script).toContain(`Get-AuthenticodeSignature -LiteralPath $env:${FILE_VARIABLE}`);
  });

  it('passes a path with quotes untouched, outside the script, so it can never become code', async () => {
    const nasty = "C:\\Users\\o'brien\\x';calc;'\\‘quoted’ \"and\" `tick`$(whoami).exe";
    const { check, requests } = checkWith(answer('Valid', PINNED, nasty));
    await expect(check([], nasty)).resolves.toBeNull();
    const [request] = requests;
    expect(request.env[FILE_VARIABLE]).toBe(nasty);
    const script = Buffer.from(request.args.at(-1)!, 'base64').toString('utf16le');
    expect(script).not.toContain('brien');
    expect(request.args.join(' ')).not.toContain('brien');
  });
});
