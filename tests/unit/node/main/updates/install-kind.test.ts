import { describe, expect, it } from 'vitest';
import { installKind, type InstallFacts } from '@main/updates/install-kind';

const windows: InstallFacts = {
  isPackaged: true,
  platform: 'win32',
  exePath: 'C:\\Program Files\\Agency Review Console\\Agency Review Console.exe',
  hasNsisUninstaller: true,
  installFolderWritable: false,
  bundleWritable: false,
};
const mac: InstallFacts = {
  ...windows,
  platform: 'darwin',
  exePath: '/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console',
  hasNsisUninstaller: false,
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

  it('Windows: NSIS in a folder this user cannot write (Program Files) is per-machine', () => {
    expect(installKind(windows)).toBe('nsis-per-machine');
    const underProfile = 'C:\\Users\\rev\\AppData\\Local\\Programs\\arc\\Agency Review Console.exe';
    expect(installKind({ ...windows, exePath: underProfile })).toBe('nsis-per-machine');
  });

  it('Windows: NSIS in a folder this user can write is per-user, wherever the user put it', () => {
    expect(installKind({ ...windows, installFolderWritable: true })).toBe('nsis-per-user');
    const chosen = 'D:\\Tools\\Agency Review Console\\Agency Review Console.exe';
    expect(installKind({ ...windows, exePath: chosen, installFolderWritable: true })).toBe('nsis-per-user');
  });

  it('Windows: without the NSIS uninstaller beside the exe it is the MSI or a portable folder', () => {
    expect(installKind({ ...windows, hasNsisUninstaller: false })).toBe('msi-or-portable');
    const userCopy = 'C:\\Users\\rev\\Desktop\\arc\\Agency Review Console.exe';
    expect(
      installKind({ ...windows, exePath: userCopy, hasNsisUninstaller: false, installFolderWritable: true }),
    ).toBe('msi-or-portable');
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
