import { describe, expect, it } from 'vitest';
import { installKind, type InstallFacts } from '@main/updates/install-kind';

const windows: InstallFacts = {
  isPackaged: true,
  platform: 'win32',
  exePath: 'C:\\Program Files\\Agency Review Console\\Agency Review Console.exe',
  hasNsisUninstaller: true,
  userFolders: ['C:\\Users\\rev\\AppData\\Local', 'C:\\Users\\rev'],
  bundleWritable: false,
};
const mac: InstallFacts = {
  ...windows,
  platform: 'darwin',
  exePath: '/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console',
  hasNsisUninstaller: false,
  userFolders: [],
};
const linux: InstallFacts = {
  ...mac,
  platform: 'linux',
  exePath: '/opt/Agency Review Console/agency-review-console',
};

describe('how this copy was installed', () => {
  it('development: any unpackaged run', () => {
    expect(installKind({ ...windows, isPackaged: false })).toBe('development');
  });

  it('Windows: NSIS in Program Files is per-machine', () => {
    expect(installKind(windows)).toBe('nsis-per-machine');
  });

  it('Windows: NSIS under the user’s profile is per-user, whatever the case or slashes', () => {
    const local = 'c:/users/REV/appdata/local/Programs/agency-review-console/Agency Review Console.exe';
    expect(installKind({ ...windows, exePath: local })).toBe('nsis-per-user');
    const profile = 'C:\\Users\\rev\\Apps\\Agency Review Console.exe';
    expect(installKind({ ...windows, exePath: profile, userFolders: ['C:\\Users\\rev\\'] })).toBe(
      'nsis-per-user',
    );
  });

  it('Windows: a folder beside the profile with the same prefix is not inside it', () => {
    const beside = 'C:\\Users\\rev2\\Apps\\Agency Review Console.exe';
    expect(installKind({ ...windows, exePath: beside, userFolders: ['C:\\Users\\rev'] })).toBe(
      'nsis-per-machine',
    );
    expect(installKind({ ...windows, exePath: beside, userFolders: [''] })).toBe('nsis-per-machine');
  });

  it('Windows: without the NSIS uninstaller beside the exe it is the MSI or a portable folder', () => {
    expect(installKind({ ...windows, hasNsisUninstaller: false })).toBe('msi-or-portable');
    const userCopy = 'C:\\Users\\rev\\Desktop\\arc\\Agency Review Console.exe';
    expect(installKind({ ...windows, exePath: userCopy, hasNsisUninstaller: false })).toBe('msi-or-portable');
  });

  it('macOS: whether this user can replace the bundle', () => {
    expect(installKind({ ...mac, bundleWritable: true })).toBe('mac-user-writable');
    expect(installKind(mac)).toBe('mac-read-only');
  });

  it('Linux: an AppImage, else a package manager’s (deb, rpm) or unpacked copy', () => {
    expect(installKind({ ...linux, appImage: '/home/rev/Agency Review Console.AppImage' })).toBe('appimage');
    expect(installKind(linux)).toBe('linux-package');
    expect(installKind({ ...linux, platform: 'freebsd' })).toBe('unsupported');
  });
});
