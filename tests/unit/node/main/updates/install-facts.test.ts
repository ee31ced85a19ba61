import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { updatePublisherMetadata } from '@shared/update-publisher';
import {
  canWrite,
  gatherInstallFacts,
  macBundlePath,
  NSIS_UNINSTALLER,
  planThisRun,
  readBuildUpdateInfo,
} from '@main/updates/install-facts';

const temp = () => mkdtempSync(join(tmpdir(), 'install-facts-'));

describe('the facts gathered about this copy', () => {
  it('finds the NSIS uninstaller beside the exe, by the name the NSIS template gives it', () => {
    expect(NSIS_UNINSTALLER).toBe('Uninstall Agency Review Console.exe');
    const folder = temp();
    const exePath = join(folder, 'Agency Review Console.exe');
    const facts = (env = {}) => gatherInstallFacts({ isPackaged: true, exePath, platform: 'win32', env });
    expect(facts().hasNsisUninstaller).toBe(false);
    writeFileSync(join(folder, NSIS_UNINSTALLER), '');
    expect(facts({ LOCALAPPDATA: 'C:\\L', USERPROFILE: 'C:\\U' })).toMatchObject({
      hasNsisUninstaller: true,
      userFolders: ['C:\\L', 'C:\\U'],
    });
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
      gatherInstallFacts({ isPackaged: true, exePath, platform: 'darwin', env: {} }).bundleWritable,
    ).toBe(true);
    const gone = '/no/such/X.app/Contents/MacOS/X';
    expect(
      gatherInstallFacts({ isPackaged: true, exePath: gone, platform: 'darwin', env: {} }).bundleWritable,
    ).toBe(false);
    expect(canWrite('/no/such/folder')).toBe(false);
  });

  it('takes $APPIMAGE on Linux only', () => {
    const env = { APPIMAGE: '/home/rev/ARC.AppImage' };
    expect(gatherInstallFacts({ isPackaged: true, exePath: '/tmp/x', platform: 'linux', env }).appImage).toBe(
      env.APPIMAGE,
    );
    expect(
      gatherInstallFacts({ isPackaged: true, exePath: 'C:\\x.exe', platform: 'win32', env }).appImage,
    ).toBeUndefined();
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
      env: {},
      settings: {},
      resourcesPath: '',
      appPath,
    };
    expect(planThisRun(run)).toEqual({ enabled: false, reason: 'not an installed app' });
  });

  it('an installed per-user copy on Windows plans from what it finds', () => {
    const resources = temp();
    const app = temp();
    const profile = temp();
    const folder = join(profile, 'Programs', 'agency-review-console');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, NSIS_UNINSTALLER), '');
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'arc', ...updatePublisherMetadata(['CN=A']) }),
    );
    const settings = {
      'updates.url': { value: 'https://m.example/arc', kind: 'machine-policy' as const, where: 'HKLM' },
    };
    const exePath = join(folder, 'Agency Review Console.exe');
    const plan = planThisRun({
      isPackaged: true,
      exePath,
      platform: 'win32',
      env: { LOCALAPPDATA: profile },
      settings,
      resourcesPath: resources,
      appPath: () => app,
    });
    expect(plan).toEqual({
      enabled: true,
      kind: 'nsis-per-user',
      feed: { url: 'https://m.example/arc', from: 'configuration' },
      cacheDirName: 'arc-updater',
      publisherNames: ['CN=A'],
      elevation: false,
    });
  });
});
