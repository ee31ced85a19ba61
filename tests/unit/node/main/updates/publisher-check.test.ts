import { describe, expect, it, vi } from 'vitest';
import {
  createPublisherCheck,
  FILE_VARIABLE,
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

const TRUSTED_POWERSHELL = '\\\\?\\GLOBALROOT\\SystemRoot\\System32\\WindowsPowerShell\\v1.0\\powershell.exe';
const ENV_POWERSHELL = 'D:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe';
/** What Node's execFile rejects with when the program cannot be started at all. */
const spawnError = (code: string) => Object.assign(new Error(`spawn ${code}`), { code, syscall: 'spawn' });

/** `result`: PowerShell's answer, or one per run (the last repeats). */
function checkWith(
  result: PowerShellResult | Error | readonly (PowerShellResult | Error)[],
  publisherNames: readonly string[] = [PINNED],
) {
  const requests: PowerShellRequest[] = [];
  const answers = Array.isArray(result) ? result : [result];
  const run = vi.fn(async (request: PowerShellRequest) => {
    const answer: PowerShellResult | Error = answers[Math.min(requests.length, answers.length - 1)];
    requests.push(request);
    if (answer instanceof Error) throw answer;
    return answer;
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

  it('runs Windows PowerShell by a path no variable redirects, without profile, prompts or PowerShell 7’s modules', async () => {
    const { check, requests, lines } = checkWith(answer('Valid', PINNED));
    await expect(check([], FILE)).resolves.toBeNull();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.executable).toBe(TRUSTED_POWERSHELL);
    expect(lines.map((line) => line.message)).not.toContain(
      'A Windows program could not be started by its trusted path',
    );
    expect(request.args.slice(0, 2)).toEqual(['-NoProfile', '-NonInteractive']);
    expect(request.args.at(-2)).toBe('-EncodedCommand');
    expect(request.env).not.toHaveProperty('PSModulePath');
    expect(request.timeoutMs).toBe(20_000);
    const script = Buffer.from(request.args.at(-1)!, 'base64').toString('utf16le');
    expect(script).toContain(`Get-AuthenticodeSignature -LiteralPath $env:${FILE_VARIABLE}`);
  });

  it('tries %SystemRoot%’s PowerShell only when the trusted path could not be started, and logs it', async () => {
    const { check, requests, lines } = checkWith([spawnError('UNKNOWN'), answer('Valid', PINNED)]);
    await expect(check([], FILE)).resolves.toBeNull();
    expect(requests.map((request) => request.executable)).toEqual([TRUSTED_POWERSHELL, ENV_POWERSHELL]);
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'A Windows program could not be started by its trusted path',
      details: { path: ENV_POWERSHELL, error: expect.objectContaining({ code: 'UNKNOWN' }) },
    });
    const neither = checkWith([spawnError('UNKNOWN'), spawnError('ENOENT')]);
    await expect(neither.check([], FILE)).resolves.toBe('PowerShell could not run: Error: spawn ENOENT');
  });

  it('never tries another PowerShell after its exit code, a time-out or another failure', async () => {
    const failed = { code: 1, stdout: '', stderr: 'denied', timedOut: false, failure: 'Command failed' };
    const late = { code: null, stdout: '', stderr: '', timedOut: true, failure: 'killed' };
    for (const outcome of [failed, late, new Error('something else')]) {
      const { check, requests } = checkWith([outcome, answer('Valid', PINNED)]);
      await expect(check([], FILE)).resolves.not.toBeNull();
      expect(requests.map((request) => request.executable)).toEqual([TRUSTED_POWERSHELL]);
    }
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
