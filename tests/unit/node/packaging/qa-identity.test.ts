// The QA build installs beside the reviewers' app on every platform: everything an installer or the
// OS tells apps apart by is its own, as electron-builder derives it from the merged configuration.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  QA_APP_ID,
  QA_EXECUTABLE_NAME,
  QA_PACKAGE_NAME,
  QA_PRODUCT_NAME,
} from '../../../../tooling/packaging/qa-build';
import { effectiveConfig, installIdentity, type InstallIdentity } from './install-identity';

const { version } = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
let real: InstallIdentity;
let qa: InstallIdentity;

beforeAll(async () => {
  real = installIdentity(await effectiveConfig({}));
  qa = installIdentity(await effectiveConfig({ QA_BUILD: '1' }));
});

/** The fields of one platform's identity in which the QA build equals the real console. */
function sameIn(platform: 'win' | 'mac' | 'linux'): string[] {
  const ours = real[platform] as unknown as Record<string, string>;
  const theirs = qa[platform] as unknown as Record<string, string>;
  return Object.keys(ours).filter((key) => ours[key] === theirs[key]);
}

describe('the real console (no QA_BUILD)', () => {
  it('keeps the identity its installed machines have, so upgrades still find it', () => {
    expect(real.userDataFolder).toBe('Agency Review Console');
    expect(real.win).toMatchObject({
      appId: 'com.agencyreview.console',
      // Changed, an NSIS install would no longer find the installed app, nor an MSI upgrade it.
      nsisGuid: 'c60068a2-2c13-5fad-b7ff-c34f0e91f619',
      msiUpgradeCode: '660103D1-B6B3-5B88-9371-2C894D113842',
      productName: 'Agency Review Console',
      executable: 'Agency Review Console.exe',
      installFolder: 'Agency Review Console',
      shortcutName: 'Agency Review Console',
      updaterCache: 'agency-review-console-updater',
    });
    expect(real.mac).toMatchObject({
      bundleId: 'com.agencyreview.console',
      app: 'Agency Review Console.app',
      executable: 'Agency Review Console',
    });
    expect(real.linux).toEqual({
      executable: 'agency-review-console',
      debPackage: 'agency-review-console',
      installFolder: '/opt/Agency Review Console',
      desktopFile: 'agency-review-console.desktop',
      debFile: `agency-review-console_${version}_amd64.deb`,
    });
  });
});

describe('the QA build (QA_BUILD=1) installs beside the real console', () => {
  it('has a user-data folder of its own: settings, drafts, session, logs and the single-instance lock', () => {
    expect(qa.userDataFolder).toBe(QA_PRODUCT_NAME);
    expect(qa.userDataFolder).not.toBe(real.userDataFolder);
  });

  it('on Windows: its own app id, name, executable, NSIS uninstall key, MSI upgrade code, folder and shortcuts', () => {
    expect(qa.win).toMatchObject({
      appId: QA_APP_ID,
      productName: QA_PRODUCT_NAME,
      executable: `${QA_PRODUCT_NAME}.exe`,
      installFolder: QA_PRODUCT_NAME,
      msiInstallFolder: QA_PRODUCT_NAME,
      shortcutName: QA_PRODUCT_NAME,
      updaterCache: `${QA_PACKAGE_NAME}-updater`,
    });
    // Installing an NSIS build with the same GUID, or an MSI with the same upgrade code, upgrades it.
    expect(qa.win.nsisGuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(qa.win.msiUpgradeCode).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(sameIn('win')).toEqual([]);
  });

  it('on macOS: its own bundle id, .app and executable', () => {
    expect(qa.mac).toEqual({
      bundleId: QA_APP_ID,
      app: `${QA_PRODUCT_NAME}.app`,
      executable: QA_PRODUCT_NAME,
      updaterCache: `${QA_PACKAGE_NAME}-updater`,
    });
    expect(sameIn('mac')).toEqual([]);
  });

  it('on Linux: its own executable, deb package, /opt folder, .desktop file and artifact', () => {
    expect(qa.linux).toEqual({
      executable: QA_EXECUTABLE_NAME,
      debPackage: QA_PACKAGE_NAME,
      installFolder: `/opt/${QA_PRODUCT_NAME}`,
      desktopFile: `${QA_EXECUTABLE_NAME}.desktop`,
      debFile: `${QA_PACKAGE_NAME}_${version}_amd64.deb`,
    });
    expect(sameIn('linux')).toEqual([]);
  });
});
