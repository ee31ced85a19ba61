// Whether this machine can run the Electron binary, and if not, why. Never `require('electron')`
// here: the package's index downloads the binary when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from '@playwright/test';

export type ElectronBinary = { runnable: true; path: string } | { runnable: false; reason: string };

function binaryPath(): { path: string } | { reason: string } {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { reason: 'the electron package is not installed (npm ci)' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) return { path: join(override, relative ?? 'electron') };
  if (!relative) {
    return {
      reason: `the Electron binary is not installed on this machine (no ${pathFile}; run "npx install-electron")`,
    };
  }
  return { path: join(packageDir, 'dist', relative) };
}

export function findElectronBinary(): ElectronBinary {
  const found = binaryPath();
  if ('reason' in found) return { runnable: false, reason: found.reason };
  if (!existsSync(found.path)) {
    return {
      runnable: false,
      reason: `the Electron binary is not installed on this machine (${found.path})`,
    };
  }
  const version = spawnSync(found.path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (version.status !== 0) {
    const detail = (version.error?.message ?? version.stderr ?? '').trim().split('\n')[0];
    return {
      runnable: false,
      reason: `the Electron binary at ${found.path} does not run here (${detail || `exit ${version.status}`})`,
    };
  }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { runnable: false, reason: 'there is no display to open a window on (run under xvfb-run)' };
  }
  return { runnable: true, path: found.path };
}

/** The binary's path, or the test skipped with the reason printed, so the output says why. */
export function electronOrSkip(): string | null {
  const binary = findElectronBinary();
  if (binary.runnable) return binary.path;
  const reason = `Electron e2e skipped: ${binary.reason}`;
  console.log(reason);
  test.skip(true, reason);
  return null;
}
