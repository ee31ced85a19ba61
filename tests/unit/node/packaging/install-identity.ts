// What each platform's installers and the OS tell an installed app apart by, derived from a build's
// configuration by electron-builder's own rules: the configuration merged as `extends` merges it,
// the names from its AppInfo, the NSIS and MSI ids from its GUID namespaces (read from the installed
// electron-builder, so an upgrade that changes them fails here rather than in an installer).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getEffectiveOptions } from 'app-builder-lib/out/options/CommonWindowsInstallerConfiguration';
import { getWindowsInstallationDirName } from 'app-builder-lib/out/targets/targetUtil';
import { doMergeConfigs } from 'app-builder-lib/out/util/config/config';
import { loadParentConfig } from 'app-builder-lib/out/util/config/load';
import { deepAssign, UUID } from 'builder-util-runtime';
import { AppInfo, type Configuration, type PlatformSpecificBuildOptions } from 'electron-builder';
import { builderConfig } from '../../../../tooling/packaging/builder-config';
import type { Env } from '../../../../tooling/packaging/signing-plan';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const require = createRequire(import.meta.url);

export interface InstallIdentity {
  /** Electron's app.getName(), which names the user-data folder (and the logs on macOS). */
  userDataFolder: string;
  win: {
    appId: string;
    productName: string;
    executable: string;
    /** NSIS: the installer's mutex and the key of its install and uninstall registry entries. */
    nsisGuid: string;
    uninstallKey: string;
    msiUpgradeCode: string;
    installFolder: string;
    msiInstallFolder: string;
    shortcutName: string;
    /** Where the updater keeps downloads, and the NSIS installer a copy of itself. */
    updaterCache: string;
  };
  mac: { bundleId: string; app: string; executable: string; updaterCache: string };
  linux: {
    executable: string;
    debPackage: string;
    installFolder: string;
    desktopFile: string;
    debFile: string;
  };
}

/** `const NAME = builder_util_runtime_1.UUID.parse("…")` in one of electron-builder's targets. */
function namespaceOf(target: string, name: string): Buffer {
  const source = readFileSync(require.resolve(`app-builder-lib/out/targets/${target}`), 'utf8');
  const uuid = new RegExp(`${name} = \\w+\\.UUID\\.parse\\("([0-9a-f-]{36})"\\)`).exec(source)?.[1];
  if (!uuid)
    throw new Error(`electron-builder no longer defines ${name} in ${target}: check how it derives the id`);
  return UUID.parse(uuid);
}
const NSIS_NAMESPACE = namespaceOf('nsis/NsisTarget.js', 'ELECTRON_BUILDER_NS_UUID');
const MSI_NAMESPACE = namespaceOf('MsiTarget.js', 'ELECTRON_BUILDER_UPGRADE_CODE_NS_UUID');

/** What electron-builder packs with for `env`: electron-builder.yml, then electron-builder.config.ts's part. */
export async function effectiveConfig(env: Env): Promise<Configuration> {
  const own = builderConfig(env);
  const request = {
    packageKey: 'build',
    configFilename: 'electron-builder',
    projectDir: root,
    packageMetadata: null,
  };
  const parent = await loadParentConfig<Configuration>(request, own.extends as string);
  return doMergeConfigs([parent.result, own]);
}

export function installIdentity(config: Configuration): InstallIdentity {
  const packageJson = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as Record<string, unknown>;
  // As electron-builder does before packing: the packaged package.json is this plus extraMetadata.
  const metadata = deepAssign({}, packageJson, config.extraMetadata ?? {}) as {
    name: string;
    productName?: string;
  };
  const info = (platform: PlatformSpecificBuildOptions | null | undefined) =>
    new AppInfo(
      {
        metadata,
        config,
        devMetadata: packageJson,
        framework: { defaultAppIdPrefix: 'com.electron.' },
      } as never,
      null,
      platform ?? null,
    );
  const win = info(config.win);
  const nsis = config.nsis ?? {};
  const nsisGuid = nsis.guid ?? String(UUID.v5(win.id, NSIS_NAMESPACE));
  const msiUpgradeCode = (config.msi?.upgradeCode ?? String(UUID.v5(win.id, MSI_NAMESPACE))).toUpperCase();
  const shortcut = getEffectiveOptions(nsis, { appInfo: win, expandMacro: (text: string) => text } as never);
  const mac = info(config.mac);
  const linux = info(config.linux);
  // LinuxPackager's executable, and FpmTarget's package name (the linux options under the deb ones).
  const linuxExecutable =
    config.linux?.executableName ?? config.executableName ?? linux.sanitizedName.toLowerCase();
  const debPackage = config.deb?.packageName ?? linux.linuxPackageName;
  return {
    userDataFolder: metadata.productName ?? metadata.name,
    win: {
      appId: win.id,
      productName: win.productName,
      executable: `${win.productFilename}.exe`,
      nsisGuid,
      uninstallKey: `Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\${nsisGuid}`,
      msiUpgradeCode,
      installFolder: getWindowsInstallationDirName(win, nsis.oneClick === false || nsis.perMachine === true),
      msiInstallFolder: getWindowsInstallationDirName(win, config.msi?.perMachine === true),
      shortcutName: shortcut.shortcutName,
      updaterCache: win.updaterCacheDirName,
    },
    mac: {
      bundleId: mac.macBundleIdentifier,
      app: `${mac.productFilename}.app`,
      executable: mac.productFilename,
      updaterCache: mac.updaterCacheDirName,
    },
    linux: {
      executable: linuxExecutable,
      debPackage,
      installFolder: `/opt/${linux.sanitizedProductName}`,
      desktopFile: `${linuxExecutable}.desktop`,
      debFile: `${linux.name}_${linux.version}_amd64.deb`,
    },
  };
}
