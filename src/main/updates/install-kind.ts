// How this copy of the app was installed, from facts gathered at start (install-facts.ts): that
// decides who may update it. Pure, so every kind is tested on any machine.
import { win32 } from 'node:path';

export interface InstallFacts {
  isPackaged: boolean;
  platform: NodeJS.Platform;
  /** app.getPath('exe') */
  exePath: string;
  /** Windows: `Uninstall Agency Review Console.exe` is beside the exe (only the NSIS installer puts it there). */
  hasNsisUninstaller: boolean;
  /** Windows: %LOCALAPPDATA% and %USERPROFILE%, where a per-user install lives. */
  userFolders: readonly string[];
  /** Linux: $APPIMAGE, the AppImage this run was started from. */
  appImage?: string;
  /** macOS: this user may write the .app bundle and the folder that holds it. */
  bundleWritable: boolean;
}

export type InstallKind =
  | 'development'
  /** NSIS under the user's profile: updates itself, no administrator rights. */
  | 'nsis-per-user'
  /** NSIS in Program Files (or any folder outside the profile). */
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

const key = (path: string) => win32.normalize(path).replace(/\\+$/, '').toLowerCase();

/** Windows paths compare without case; a folder contains a path only at a separator. */
function isInside(path: string, folder: string): boolean {
  return folder.trim() !== '' && key(path).startsWith(`${key(folder)}\\`);
}

export function installKind(facts: InstallFacts): InstallKind {
  if (!facts.isPackaged) return 'development';
  switch (facts.platform) {
    case 'win32':
      if (!facts.hasNsisUninstaller) return 'msi-or-portable';
      return facts.userFolders.some((folder) => isInside(facts.exePath, folder))
        ? 'nsis-per-user'
        : 'nsis-per-machine';
    case 'darwin':
      return facts.bundleWritable ? 'mac-user-writable' : 'mac-read-only';
    case 'linux':
      return facts.appImage ? 'appimage' : 'linux-package';
    default:
      return 'unsupported';
  }
}
