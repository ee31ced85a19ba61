import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sanitizeFileName } from 'builder-util/out/filename';
import { describe, expect, it } from 'vitest';
import type { ConfigLocation } from '@shared/ipc/config-report';
import { updatePublisherMetadata } from '@shared/update-publisher';
import { PRODUCT_NAME } from '@main/app-identity';
import {
  brokenPlace,
  canCreateFileIn,
  canWrite,
  gatherInstallFacts,
  macBundlePath,
  nsisUninstallerName,
  planThisRun,
  readBuildUpdateInfo,
} from '@main/updates/install-facts';
import { QA_PRODUCT_NAME } from '../../../../../tooling/packaging/qa-build';

const temp = () => mkdtempSync(join(tmpdir(), 'install-facts-'));
const noEnv = { env: {}, productName: PRODUCT_NAME };

describe('the facts gathered about this copy', () => {
  it('finds the NSIS uninstaller by the packaged product name, the QA build’s included', () => {
    // The NSIS template's name for it: `Uninstall ${PRODUCT_FILENAME}.exe`, the product name made a file name.
    expect(nsisUninstallerName(QA_PRODUCT_NAME)).toBe('Uninstall Agency Review Console QA.exe');
    for (const name of [PRODUCT_NAME, QA_PRODUCT_NAME, 'Review: "Console" <QA>?']) {
      expect(nsisUninstallerName(name)).toBe(`Uninstall ${sanitizeFileName(name)}.exe`);
    }
    const folder = temp();
    const exePath = join(folder, `${QA_PRODUCT_NAME}.exe`);
    const facts = (productName: string) =>
      gatherInstallFacts({ isPackaged: true, exePath, platform: 'win32', env: {}, productName });
    expect(facts(QA_PRODUCT_NAME).hasNsisUninstaller).toBe(false);
    writeFileSync(join(folder, 'Uninstall Agency Review Console QA.exe'), '');
    expect(facts(QA_PRODUCT_NAME).hasNsisUninstaller).toBe(true);
    expect(facts(PRODUCT_NAME).hasNsisUninstaller).toBe(false);
  });

  it('tells per-user from per-machine by writing in the exe’s folder, whatever %LOCALAPPDATA% says', () => {
    const folder = temp();
    const uninstaller = nsisUninstallerName(PRODUCT_NAME);
    writeFileSync(join(folder, uninstaller), '');
    const env = { LOCALAPPDATA: 'C:\\Users\\rev\\AppData\\Local', USERPROFILE: 'C:\\Users\\rev' };
    const exePath = join(folder, 'Agency Review Console.exe');
    const facts = gatherInstallFacts({
      isPackaged: true,
      exePath,
      platform: 'win32',
      env,
      productName: PRODUCT_NAME,
    });
    expect(facts).toMatchObject({ hasNsisUninstaller: true, installFolderWritable: true });
    expect(readdirSync(folder)).toEqual([uninstaller]);
    // No NSIS install: nothing to decide, nothing tried.
    const portable = gatherInstallFacts({
      isPackaged: true,
      exePath: join(temp(), 'x.exe'),
      platform: 'win32',
      ...noEnv,
    });
    expect(portable.installFolderWritable).toBe(false);
  });

  it('a folder is writable only if a file can be created there, and the test leaves nothing behind', () => {
    const folder = temp();
    expect(canCreateFileIn(folder)).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
    // Refused (EACCES on Linux, even for root), absent, or not a folder.
    expect(canCreateFileIn('/sys')).toBe(false);
    expect(canCreateFileIn(join(folder, 'missing'))).toBe(false);
    writeFileSync(join(folder, 'a-file'), '');
    expect(canCreateFileIn(join(folder, 'a-file'))).toBe(false);
  });

  it('finds the .app bundle of the exe on macOS and whether it can be replaced', () => {
    expect(
      macBundlePath('/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console'),
    ).toBe('/Applications/Agency Review Console.app');
    expect(macBundlePath('/opt/arc/agency-review-console')).toBeNull();
    const folder = temp();
    const bundle = join(folder, 'Agency Review Console.app');
    mkdirSync(join(bundle, 'Contents', 'MacOS'), { recursive: true });
    const exePath = join(bundle, 'Contents', 'MacOS', 'Agency Review Console');
    expect(
      gatherInstallFacts({ isPackaged: true, exePath, platform: 'darwin', ...noEnv }).bundleWritable,
    ).toBe(true);
    const gone = '/no/such/X.app/Contents/MacOS/X';
    expect(
      gatherInstallFacts({ isPackaged: true, exePath: gone, platform: 'darwin', ...noEnv }).bundleWritable,
    ).toBe(false);
    expect(canWrite('/no/such/folder')).toBe(false);
  });

  it('takes $APPIMAGE on Linux only', () => {
    const env = { APPIMAGE: '/home/rev/ARC.AppImage' };
    const run = { isPackaged: true, env, productName: PRODUCT_NAME };
    expect(gatherInstallFacts({ ...run, exePath: '/tmp/x', platform: 'linux' }).appImage).toBe(env.APPIMAGE);
    expect(gatherInstallFacts({ ...run, exePath: 'C:\\x.exe', platform: 'win32' }).appImage).toBeUndefined();
  });
});

describe('what the build carries', () => {
  it('without UPDATE_SERVER_URL: no server, the cache folder named from package.json, its publishers', () => {
    const resources = temp();
    const app = temp();
    const pkg = {
      name: 'agency-review-console',
      ...updatePublisherMetadata(['CN=Agency Review']),
    };
    writeFileSync(join(app, 'package.json'), JSON.stringify(pkg));
    expect(readBuildUpdateInfo(resources, app)).toEqual({
      feedUrl: null,
      cacheDirName: 'agency-review-console-updater',
      publisherNames: ['CN=Agency Review'],
    });
  });

  it('with it: the server of resources/app-update.yml; a broken package.json pins nobody', () => {
    const resources = temp();
    const app = temp();
    writeFileSync(
      join(resources, 'app-update.yml'),
      'provider: generic\nurl: https://u.example.com/arc\nupdaterCacheDirName: arc-updater\n',
    );
    writeFileSync(join(app, 'package.json'), '{ not json');
    expect(readBuildUpdateInfo(resources, app)).toEqual({
      feedUrl: 'https://u.example.com/arc',
      cacheDirName: 'arc-updater',
      publisherNames: [],
    });
  });

  it('a development run reads nothing at all', () => {
    const appPath = () => {
      throw new Error('read');
    };
    const run = {
      isPackaged: false,
      exePath: '',
      platform: 'win32' as const,
      ...noEnv,
      settings: {},
      incomplete: false,
      configLocations: [],
      resourcesPath: '',
      appPath,
    };
    expect(planThisRun(run)).toEqual({ enabled: false, reason: 'not an installed app' });
  });

  /** An NSIS copy in a folder this user chose (and can write), with a build that pins a publisher. */
  function perUserCopy() {
    const resources = temp();
    const app = temp();
    const folder = join(temp(), 'Tools', 'Agency Review Console');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, nsisUninstallerName(PRODUCT_NAME)), '');
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'arc', ...updatePublisherMetadata(['CN=A']) }),
    );
    return {
      isPackaged: true,
      exePath: join(folder, 'Agency Review Console.exe'),
      platform: 'win32' as const,
      ...noEnv,
      settings: {
        'updates.url': { value: 'https://m.example/arc', kind: 'machine-policy' as const, where: 'HKLM' },
      },
      incomplete: false,
      configLocations: [],
      resourcesPath: resources,
      appPath: () => app,
    };
  }

  it('an installed per-user copy on Windows, outside the profile, plans from what it finds', () => {
    expect(planThisRun(perUserCopy())).toEqual({
      enabled: true,
      kind: 'nsis-per-user',
      feed: { url: 'https://m.example/arc', from: 'configuration' },
      cacheDirName: 'arc-updater',
      publisherNames: ['CN=A'],
      administratorApproval: false,
    });
  });

  it('is off when a broken place stopped the configuration, and names that place', () => {
    const configLocations: ConfigLocation[] = [
      { kind: 'machine-policy', where: 'HKLM\\Software\\Policies\\Agency Review Console', status: 'used' },
      {
        kind: 'user-policy',
        where: 'HKCU\\Software\\Policies\\Agency Review Console',
        status: 'unreadable',
        problem: { code: 'unreadable', detail: 'reg.exe exited with 5' },
      },
      {
        kind: 'machine-file',
        where: 'C:\\ProgramData\\Agency Review Console\\config.json',
        status: 'notChecked',
      },
    ];
    expect(planThisRun({ ...perUserCopy(), incomplete: true, configLocations })).toEqual({
      enabled: false,
      reason:
        'the configuration could not be read completely: user-policy HKCU\\Software\\Policies\\Agency Review Console is unreadable (unreadable: reg.exe exited with 5); updates.enabled may be set there or in a place not read',
    });
  });

  it('names the broken place by its problem, or says only that one was broken', () => {
    const file = '/etc/agency-review-console/config.json';
    expect(
      brokenPlace([
        { kind: 'machine-file', where: file, status: 'invalid', problem: { code: 'notAnObject' } },
      ]),
    ).toBe(`machine-file ${file} is invalid (notAnObject)`);
    expect(brokenPlace([{ kind: 'machine-file', where: file, status: 'used' }])).toBe(
      'a place could not be read',
    );
  });
});
