import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary, skipLine } from '../../../electron/electron-binary';

const dirs: string[] = [];
function packageDir(pathTxt?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'electron-package-'));
  dirs.push(dir);
  if (pathTxt !== undefined) writeFileSync(join(dir, 'path.txt'), pathTxt);
  return dir;
}
function script(dir: string, name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('finding the Electron binary', () => {
  it('says the package is missing when electron is not installed', () => {
    expect(findElectronBinary({ env: {}, packageDir: null })).toEqual({
      runnable: false,
      reason: 'the electron package is not installed (npm ci)',
    });
  });

  it('says the binary was never downloaded when path.txt is missing', () => {
    const result = findElectronBinary({ env: {}, packageDir: packageDir() });
    expect(result).toMatchObject({
      runnable: false,
      reason: expect.stringMatching(/not installed.*path\.txt/),
    });
  });

  it('says a binary that does not start does not run here', () => {
    const dir = packageDir('electron');
    const dist = mkdtempSync(join(tmpdir(), 'electron-dist-'));
    dirs.push(dist);
    script(dist, 'electron', 'echo broken >&2; exit 3');
    const result = findElectronBinary({ env: { ELECTRON_OVERRIDE_DIST_PATH: dist }, packageDir: dir });
    expect(result).toMatchObject({
      runnable: false,
      reason: expect.stringMatching(/does not run here \(broken\)/),
    });
  });

  it('asks for a display on Linux, and runs where there is one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'electron-dist-'));
    dirs.push(dist);
    const binary = script(dist, 'electron', 'echo v45.4.1');
    const inputs = { packageDir: packageDir('electron'), platform: 'linux' as const };
    expect(findElectronBinary({ ...inputs, env: { ELECTRON_OVERRIDE_DIST_PATH: dist } })).toMatchObject({
      runnable: false,
      reason: expect.stringMatching(/xvfb-run/),
    });
    expect(
      findElectronBinary({ ...inputs, env: { ELECTRON_OVERRIDE_DIST_PATH: dist, DISPLAY: ':99' } }),
    ).toEqual({ runnable: true, path: binary });
  });

  it('takes ELECTRON_APP_PATH’s QA build without starting it, and says when it is missing', () => {
    const dist = mkdtempSync(join(tmpdir(), 'qa-build-'));
    dirs.push(dist);
    // It would fail on --version: a QA build is not asked, since it would start the app.
    const qa = script(dist, 'agency-review-console-qa', 'exit 1');
    const env = { ELECTRON_APP_PATH: qa, DISPLAY: ':0' };
    expect(findElectronBinary({ env, packageDir: null, platform: 'linux' })).toEqual({
      runnable: true,
      path: qa,
    });
    expect(
      findElectronBinary({ env: { ...env, ELECTRON_APP_PATH: join(dist, 'gone') }, packageDir: null }),
    ).toMatchObject({ runnable: false, reason: expect.stringMatching(/not installed.*gone/) });
  });

  it('prints one line with the reason and how to get the binary', () => {
    const line = skipLine('there is no display');
    expect(line).toMatch(/^Electron e2e skipped: there is no display; to run it: /);
    expect(line).toContain('node node_modules/electron/install.js');
    expect(line).toContain('ELECTRON_OVERRIDE_DIST_PATH');
    expect(line).toContain('xvfb-run');
    expect(line).not.toContain('\n');
  });
});
