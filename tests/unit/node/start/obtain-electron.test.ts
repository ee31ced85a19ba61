import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cannotStartMessage,
  electronMirror,
  executableInDist,
  installerError,
  obtainElectron,
  type InstallerRun,
} from '../../../../tooling/electron/obtain-electron';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
/** node_modules/electron as npm ci leaves it: package.json and install.js, no binary. */
function electronPackage(): string {
  const dir = tempDir('electron-package-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  return dir;
}
function executable(path: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\nexit 0\n');
  chmodSync(path, 0o755);
}
/** An installer that does what Electron's install.js does on success: dist/ and path.txt. */
function installs(packageDir: string, relative: string) {
  const calls: { installJs: string; env: Record<string, string | undefined> }[] = [];
  const run = (installJs: string, env: Record<string, string | undefined>): InstallerRun => {
    calls.push({ installJs, env });
    executable(join(packageDir, 'dist', relative));
    writeFileSync(join(packageDir, 'path.txt'), relative);
    return { status: 0, stderr: '' };
  };
  return { calls, run };
}
const fails =
  (stderr: string, status = 1) =>
  (): InstallerRun => ({ status, stderr });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('obtaining the Electron binary', () => {
  it("runs Electron's own installer with the environment, then uses what path.txt names", () => {
    const packageDir = electronPackage();
    const installer = installs(packageDir, 'electron');
    const env = { ELECTRON_MIRROR: 'http://127.0.0.1:1/', electron_config_cache: '/cache' };
    const said: string[] = [];

    const result = obtainElectron({
      env,
      packageDir,
      platform: 'linux',
      arch: 'x64',
      runInstaller: installer.run,
      say: (line) => said.push(line),
    });

    expect(result).toEqual({ ok: true, path: join(packageDir, 'dist', 'electron'), version: '45.4.1' });
    expect(installer.calls).toEqual([{ installJs: join(packageDir, 'install.js'), env }]);
    expect(said).toEqual([
      'Downloading Electron 45.4.1 for linux-x64 from http://127.0.0.1:1/v45.4.1/electron-v45.4.1-linux-x64.zip (once) ...',
    ]);
  });

  it('says nothing before asking the installer when this version is already there', () => {
    const packageDir = electronPackage();
    const installer = installs(packageDir, 'electron');
    installer.run('', {});
    writeFileSync(join(packageDir, 'dist', 'version'), '45.4.1');
    const said: string[] = [];
    const result = obtainElectron({
      env: {},
      packageDir,
      platform: 'linux',
      arch: 'x64',
      runInstaller: installer.run,
      say: (line) => said.push(line),
    });
    expect(result).toMatchObject({ ok: true });
    expect(said).toEqual([]);
  });

  it('says what failed, from where, and the network’s reason, without the stack trace', () => {
    const stderr = [
      'TypeError: fetch failed',
      '    at node:internal/deps/undici/undici:14976:13',
      '    at async downloadArtifact (file:///x/index.js:154:12)',
    ].join('\n');
    const probed: string[] = [];
    const inputs = {
      packageDir: electronPackage(),
      platform: 'linux' as const,
      arch: 'x64',
      runInstaller: fails(stderr),
      say: () => undefined,
      probe: (url: string) => {
        probed.push(url);
        return 'ENOTFOUND: getaddrinfo ENOTFOUND mirror.example.com';
      },
    };
    const url = 'https://mirror.example.com/electron/v45.4.1/electron-v45.4.1-linux-x64.zip';
    const result = obtainElectron({
      ...inputs,
      env: { ELECTRON_MIRROR: 'https://mirror.example.com/electron/' },
    });
    expect(result).toEqual({
      ok: false,
      version: '45.4.1',
      reason: `Electron 45.4.1 for linux-x64 could not be obtained from ${url} (TypeError: fetch failed: ENOTFOUND: getaddrinfo ENOTFOUND mirror.example.com)`,
    });
    expect(probed).toEqual([url]);

    // Through a proxy, Node's own fetch would not take the installer's path: no probe then.
    const proxied = obtainElectron({
      ...inputs,
      env: { ELECTRON_MIRROR: 'https://mirror.example.com/electron/', ELECTRON_GET_USE_PROXY: '1' },
    });
    expect(proxied).toMatchObject({ reason: expect.stringMatching(/\(TypeError: fetch failed\)$/) });
    expect(probed).toHaveLength(1);
  });

  it('reports a checksum mismatch and a stopped installer in their own words', () => {
    expect(
      installerError({
        status: 1,
        stderr:
          'Error: Generated checksum for "electron-v45.4.1-linux-x64.zip" did not match expected checksum.\n    at x',
      }),
    ).toBe('Error: Generated checksum for "electron-v45.4.1-linux-x64.zip" did not match expected checksum.');
    const timedOut = Object.assign(new Error('spawnSync node ETIMEDOUT'), { code: 'ETIMEDOUT' });
    expect(installerError({ status: null, stderr: '', error: timedOut }, 15 * 60_000)).toBe(
      'stopped after 15 minutes without finishing',
    );
    expect(installerError({ status: null, stderr: '', error: new Error('spawnSync node EACCES') })).toBe(
      'spawnSync node EACCES',
    );
    expect(installerError({ status: 7, stderr: '' })).toBe('the installer exited with code 7');
  });

  it('uses ELECTRON_OVERRIDE_DIST_PATH as Electron does, with each platform’s executable, downloading nothing', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const dist = tempDir('electron-dist-');
      const inDist = executableInDist(platform)!;
      executable(join(dist, inDist));
      const result = obtainElectron({
        env: { ELECTRON_OVERRIDE_DIST_PATH: dist },
        packageDir: electronPackage(),
        platform,
        arch: 'x64',
        runInstaller: () => {
          throw new Error('nothing is downloaded with ELECTRON_OVERRIDE_DIST_PATH');
        },
      });
      expect(result).toMatchObject({ ok: true, path: join(dist, inDist) });
    }
    expect(executableInDist('win32')).toBe('electron.exe');
    expect(executableInDist('darwin')).toBe('Electron.app/Contents/MacOS/Electron');
  });

  it('says so when ELECTRON_OVERRIDE_DIST_PATH holds no Electron', () => {
    const dist = tempDir('electron-dist-');
    const result = obtainElectron({
      env: { ELECTRON_OVERRIDE_DIST_PATH: dist },
      packageDir: electronPackage(),
      platform: 'win32',
      arch: 'x64',
      runInstaller: fails(''),
    });
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining(
        `ELECTRON_OVERRIDE_DIST_PATH is set, but ${join(dist, 'electron.exe')}`,
      ),
    });
  });

  it('takes ELECTRON_EXEC_PATH, electron-vite’s own variable, as it is', () => {
    const dir = tempDir('exec-');
    executable(join(dir, 'electron'));
    const runInstaller = () => {
      throw new Error('not asked');
    };
    expect(
      obtainElectron({ env: { ELECTRON_EXEC_PATH: join(dir, 'electron') }, runInstaller }),
    ).toMatchObject({
      ok: true,
      path: join(dir, 'electron'),
    });
    expect(obtainElectron({ env: { ELECTRON_EXEC_PATH: join(dir, 'gone') }, runInstaller })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ELECTRON_EXEC_PATH'),
    });
  });

  it('refuses an unsupported platform and a missing package before running anything', () => {
    const runInstaller = () => {
      throw new Error('not asked');
    };
    expect(
      obtainElectron({
        env: {},
        packageDir: electronPackage(),
        platform: 'aix',
        arch: 'ppc64',
        runInstaller,
      }),
    ).toMatchObject({ ok: false, reason: 'Electron has no build for this platform (aix-ppc64)' });
    expect(obtainElectron({ env: {}, packageDir: null, runInstaller })).toMatchObject({
      ok: false,
      reason: 'the electron package is not installed (run npm ci)',
    });
  });

  it('reads the mirror as @electron/get does: npm config before the environment, GitHub by default', () => {
    expect(electronMirror({})).toBe('https://github.com/electron/electron/releases/download/');
    expect(electronMirror({ ELECTRON_MIRROR: 'https://a/' })).toBe('https://a/');
    expect(electronMirror({ ELECTRON_MIRROR: 'https://a/', npm_config_electron_mirror: 'https://b/' })).toBe(
      'https://b/',
    );
  });

  it('stops npm start with what failed, each fix, and web mode, in a few lines', () => {
    const message = cannotStartMessage('Electron 45.4.1 for linux-x64 could not be downloaded');
    expect(message.split('\n')[0]).toBe(
      'The desktop app cannot start: the Electron binary is not available.',
    );
    expect(message).toContain('What failed: Electron 45.4.1 for linux-x64 could not be downloaded.');
    for (const fix of [
      'ELECTRON_MIRROR',
      'electron_use_remote_checksums',
      'ELECTRON_GET_USE_PROXY',
      'ELECTRON_OVERRIDE_DIST_PATH',
    ]) {
      expect(message).toContain(fix);
    }
    expect(message).toContain('`npm run web` runs the same console in a browser');
  });
});
