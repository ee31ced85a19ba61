// Windows' own programs by a path no user variable can redirect, and the environment's path only
// when Windows cannot start the trusted one.
import { describe, expect, it, vi } from 'vitest';
import { systemProgramPaths, withSystemProgram } from '@main/windows-system';

const spawnError = (code: string) => Object.assign(new Error(`spawn ${code}`), { code });

describe('a Windows program', () => {
  it('is run through the kernel’s name for the Windows folder first, whatever %SystemRoot% says', () => {
    expect(systemProgramPaths('System32\\reg.exe', { SystemRoot: 'C:\\Users\\me\\fake' })).toEqual([
      '\\\\?\\GLOBALROOT\\SystemRoot\\System32\\reg.exe',
      'C:\\Users\\me\\fake\\System32\\reg.exe',
    ]);
  });

  it('uses only the trusted path when it runs, whether the program succeeds or fails', async () => {
    const ok = vi.fn(async (path: string) => path);
    await expect(withSystemProgram('System32\\reg.exe', {}, ok)).resolves.toBe(
      '\\\\?\\GLOBALROOT\\SystemRoot\\System32\\reg.exe',
    );
    // reg.exe's own failure (exit code 1) and a time-out are answers, not reasons to try another reg.exe.
    for (const failure of [
      Object.assign(new Error('x'), { code: 1 }),
      Object.assign(new Error('x'), { code: 'ETIMEDOUT', killed: true }),
    ]) {
      const attempt = vi.fn(async () => Promise.reject(failure));
      await expect(withSystemProgram('System32\\reg.exe', {}, attempt)).rejects.toBe(failure);
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it('falls back to %SystemRoot% only when Windows cannot start the trusted path, and says so', async () => {
    const attempt = vi.fn(async (path: string) => {
      if (path.startsWith('\\\\?\\')) throw spawnError('EINVAL');
      return path;
    });
    const onFallback = vi.fn();
    await expect(
      withSystemProgram('System32\\reg.exe', { SystemRoot: 'D:\\WINDOWS' }, attempt, onFallback),
    ).resolves.toBe('D:\\WINDOWS\\System32\\reg.exe');
    expect(onFallback).toHaveBeenCalledWith(
      'D:\\WINDOWS\\System32\\reg.exe',
      expect.objectContaining({ code: 'EINVAL' }),
    );
  });
});
