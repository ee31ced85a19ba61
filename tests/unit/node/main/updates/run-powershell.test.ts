// The runner itself, with Node standing in for powershell.exe (the same execFile call on any system).
import { describe, expect, it } from 'vitest';
import { runPowerShell } from '@main/updates/run-powershell';

const node = (script: string, timeoutMs = 10_000) =>
  runPowerShell({
    executable: process.execPath,
    args: ['-e', script],
    env: { ...process.env, ARC_X: 'a b' },
    timeoutMs,
  });

describe('running PowerShell for the publisher check', () => {
  it('returns what it printed and its exit code, with the variables given', async () => {
    await expect(node('process.stdout.write(process.env.ARC_X); process.stderr.write("e")')).resolves.toEqual(
      {
        code: 0,
        stdout: 'a b',
        stderr: 'e',
        timedOut: false,
      },
    );
  });

  it('reports a failure with its exit code', async () => {
    await expect(node('process.exit(3)')).resolves.toMatchObject({
      code: 3,
      timedOut: false,
      failure: expect.any(String),
    });
  });

  it('stops it at the time-out and says so', async () => {
    await expect(node('setTimeout(() => {}, 30000)', 300)).resolves.toMatchObject({
      code: null,
      timedOut: true,
    });
  });

  it('rejects with the spawn error when the program cannot start, so another path may be tried', async () => {
    const missing = runPowerShell({
      executable: '/no/such/powershell.exe',
      args: [],
      env: {},
      timeoutMs: 1000,
    });
    await expect(missing).rejects.toMatchObject({ code: 'ENOENT', syscall: expect.stringMatching(/^spawn/) });
  });

  it('reports, not rejects, a program stopped for printing too much', async () => {
    await expect(node('process.stdout.write("x".repeat(2 * 1024 * 1024))')).resolves.toMatchObject({
      code: null,
      timedOut: false,
      failure: expect.stringContaining('maxBuffer'),
    });
  });
});
