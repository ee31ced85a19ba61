// How this copy of the app was installed, from facts gathered at start (install-facts.ts): that
// decides who may update it. Pure, so every kind is tested on any machine.

export interface InstallFacts {
  isPackaged: boolean;
  platform: NodeJS.Platform;
  /** app.getPath('exe') */
  exePath: string;
  /** Windows: `Uninstall <product name>.exe` is beside the exe (only the NSIS installer puts it there). */
  hasNsisUninstaller: boolean;
  /** Windows: this user can create files in the exe's folder (found by trying, see install-facts.ts). */
  installFolderWritable: boolean;
  /** Linux: $APPIMAGE, the AppImage this run was started from. */
  appImage?: string;
  /** macOS: this user may write the .app bundle and the folder that holds it. */
  bundleWritable: boolean;
}

export type InstallKind =
  | 'development'
  /** NSIS in a folder this user can write (by default under %LOCALAPPDATA%\Programs): updates itself. */
  | 'nsis-per-user'
  /** NSIS in a folder this user cannot write (Program Files): an administrator decides. */
  | 'nsis-per-machine'
  /** No NSIS uninstaller: the MSI, or a portable or unpacked folder. */
  | 'msi-or-portable'
  | 'mac-user-writable'
  /** In /Applications, installed by an administrator: a standard user cannot replace it. */
  | 'mac-read-only'
  | 'appimage'
  /** deb, rpm or an unpacked folder: the package manager (or IT) replaces it. */
  | 'linux-package'
  | 'unsupported';

export function installKind(facts: InstallFacts): InstallKind {
  if (!facts.isPackaged) return 'development';
  switch (facts.platform) {
    case 'win32':
      if (!facts.hasNsisUninstaller) return 'msi-or-portable';
      // Not the folder's place (%LOCALAPPDATA% and %USERPROFILE% are variables a user can set): whether
      // this user could replace the files. A per-user install into a folder the user chose is per-user.
      return facts.installFolderWritable ? 'nsis-per-user' : 'nsis-per-machine';
    case 'darwin':
      return facts.bundleWritable ? 'mac-user-writable' : 'mac-read-only';
    case 'linux':
      return facts.appImage ? 'appimage' : 'linux-package';
    default:
      return 'unsupported';
  }
}
