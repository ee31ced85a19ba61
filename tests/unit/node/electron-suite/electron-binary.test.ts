import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { InstallerRun } from '../../../../tooling/electron/obtain-electron';
import {
  DECIDED_ENV,
  electronBinaryForRun,
  findElectronBinary,
  qaExecutable,
  skipLine,
} from '../../../electron/electron-binary';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
function packageDir(): string {
  const dir = tempDir('electron-package-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  return dir;
}
function script(path: string, body: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}
/** Electron's installer as it behaves where the download works: the binary in dist/, path.txt. */
function installerThatInstalls(dir: string, body: string) {
  const asked: string[] = [];
  const runInstaller = (installJs: string): InstallerRun => {
    asked.push(installJs);
    script(join(dir, 'dist', 'electron'), body);
    writeFileSync(join(dir, 'path.txt'), 'electron');
    return { status: 0, stderr: '' };
  };
  return { asked, runInstaller };
}
const offline = (): InstallerRun => ({ status: 1, stderr: 'TypeError: fetch failed\n    at x' });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('finding the Electron binary for the suite', () => {
  it('says the package is missing when electron is not installed', () => {
    expect(findElectronBinary({ env: {}, packageDir: null })).toEqual({
      runnable: false,
      reason: 'the electron package is not installed (run npm ci)',
    });
  });

  it('obtains the binary first, as npm start does, and runs it where there is a display', () => {
    const dir = packageDir();
    const installer = installerThatInstalls(dir, 'echo v45.4.1');
    const result = findElectronBinary({
      env: { DISPLAY: ':99' },
      packageDir: dir,
      platform: 'linux',
      runInstaller: installer.runInstaller,
      say: () => undefined,
    });
    expect(installer.asked).toEqual([join(dir, 'install.js')]);
    expect(result).toEqual({ runnable: true, path: join(dir, 'dist', 'electron') });
  });

  it('skips with the download’s failure when the binary cannot be obtained', () => {
    const result = findElectronBinary({
      env: { DISPLAY: ':99' },
      packageDir: packageDir(),
      platform: 'linux',
      arch: 'x64',
      runInstaller: offline,
      say: () => undefined,
      probe: () => 'ECONNREFUSED: connect ECONNREFUSED',
    });
    expect(result).toEqual({
      runnable: false,
      reason:
        'Electron 45.4.1 for linux-x64 could not be obtained from https://github.com/electron/electron/releases/download/v45.4.1/electron-v45.4.1-linux-x64.zip (TypeError: fetch failed: ECONNREFUSED: connect ECONNREFUSED)',
    });
  });

  it('says a binary that does not start does not run here', () => {
    const dist = tempDir('electron-dist-');
    script(join(dist, 'electron'), 'echo broken >&2; exit 3');
    const result = findElectronBinary({
      env: { ELECTRON_OVERRIDE_DIST_PATH: dist },
      packageDir: packageDir(),
      platform: 'linux',
      runInstaller: offline,
    });
    expect(result).toMatchObject({
      runnable: false,
      reason: expect.stringMatching(/does not run here \(broken\)/),
    });
  });

  it('asks for a display on Linux', () => {
    const dist = tempDir('electron-dist-');
    script(join(dist, 'electron'), 'echo v45.4.1');
    const result = findElectronBinary({
      env: { ELECTRON_OVERRIDE_DIST_PATH: dist },
      packageDir: packageDir(),
      platform: 'linux',
    });
    expect(result).toMatchObject({ runnable: false, reason: expect.stringMatching(/xvfb-run/) });
  });

  it('takes ELECTRON_APP_PATH’s QA build without starting it, and says when it is missing', () => {
    const dist = tempDir('qa-build-');
    // It would fail on --version: a QA build is not asked, since it would start the app.
    const qa = script(join(dist, 'agency-review-console-qa'), 'exit 1');
    const env = { ELECTRON_APP_PATH: qa, DISPLAY: ':0' };
    expect(findElectronBinary({ env, packageDir: null, platform: 'linux' })).toEqual({
      runnable: true,
      path: qa,
    });
    expect(
      findElectronBinary({ env: { ...env, ELECTRON_APP_PATH: join(dist, 'gone') }, packageDir: null }),
    ).toMatchObject({
      runnable: false,
      reason: expect.stringMatching(/ELECTRON_APP_PATH names .*gone.*installed/),
    });
  });

  it('finds the executable inside a macOS QA bundle from its Info.plist, and refuses a plain folder', () => {
    const apps = tempDir('applications-');
    const bundle = join(apps, 'Agency Review Console QA.app');
    const binary = script(join(bundle, 'Contents', 'MacOS', 'Agency Review Console QA'), 'exit 0');
    writeFileSync(
      join(bundle, 'Contents', 'Info.plist'),
      '<plist><dict><key>CFBundleExecutable</key>\n<string>Agency Review Console QA</string></dict></plist>',
    );
    expect(qaExecutable(bundle)).toEqual({ path: binary });
    expect(qaExecutable(`${bundle}/`)).toEqual({ path: binary });
    expect(findElectronBinary({ env: { ELECTRON_APP_PATH: bundle }, platform: 'darwin' })).toEqual({
      runnable: true,
      path: binary,
    });
    expect(qaExecutable(apps)).toMatchObject({
      reason: expect.stringMatching(/names the folder .*executable/),
    });
  });

  it('decides once a run: the workers read the decision from the environment', () => {
    const env: Record<string, string | undefined> = {
      [DECIDED_ENV]: JSON.stringify({ runnable: false, reason: 'decided in global setup' }),
    };
    expect(electronBinaryForRun(env)).toEqual({ runnable: false, reason: 'decided in global setup' });
    const fresh: Record<string, string | undefined> = { ELECTRON_APP_PATH: '/nowhere/qa' };
    const decided = electronBinaryForRun(fresh);
    expect(decided).toMatchObject({ runnable: false });
    expect(JSON.parse(fresh[DECIDED_ENV]!)).toEqual(decided);
  });

  it('prints one line with the reason and how to get the binary', () => {
    const line = skipLine('there is no display');
    expect(line).toMatch(/^Electron e2e skipped: there is no display; to run it: /);
    for (const fix of ['ELECTRON_MIRROR', 'ELECTRON_OVERRIDE_DIST_PATH', 'ELECTRON_APP_PATH', 'xvfb-run']) {
      expect(line).toContain(fix);
    }
    expect(line).not.toContain('\n');
  });
});
