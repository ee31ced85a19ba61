// Runs Windows PowerShell for the publisher check: no shell in between, a time-out, no window.
import { execFile } from 'node:child_process';
import type { PowerShellResult, RunPowerShell } from './publisher-check';

// A program that could not start rejects with its spawn error (ENOENT, EACCES…), so the caller may try
// another path; one that ran resolves with how it ended, whatever its exit code, time-out or output.
export const runPowerShell: RunPowerShell = ({ executable, args, env, timeoutMs }) =>
  new Promise<PowerShellResult>((resolve, reject) => {
    execFile(
      executable,
      [...args],
      { env, timeout: timeoutMs, windowsHide: true, encoding: 'utf8', maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve({ code: 0, stdout, stderr, timedOut: false });
        if (error.syscall?.startsWith('spawn')) return reject(error);
        resolve({
          code: typeof error.code === 'number' ? error.code : null,
          stdout,
          stderr,
          // Killed for running past the time-out (not for printing too much).
          timedOut: error.killed === true && error.code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER',
          failure: error.message,
        });
      },
    );
  });
