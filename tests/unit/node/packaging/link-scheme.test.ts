// The links that open a review, registered by every installer: electron-builder's own `protocols` for
// the macOS Info.plist and the Linux .desktop file (read through its own code), the NSIS script's macros
// run on a pretended Windows (nsis/), and the MSI project as electron-builder writes it, with the
// component msi-links.ts adds.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';
// First: the targets below import electron-builder's packagers, which import them back.
import { AppInfo, type Configuration } from 'electron-builder';
import { getEffectiveOptions } from 'app-builder-lib/out/options/CommonWindowsInstallerConfiguration';
import { LinuxTargetHelper } from 'app-builder-lib/out/targets/LinuxTargetHelper';
import MsiTarget from 'app-builder-lib/out/targets/MsiTarget';
import { Arch } from 'builder-util';
import { deepAssign } from 'builder-util-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_SCHEME } from '../../../../src/shared/review-link';
import { builderConfig } from '../../../../tooling/packaging/builder-config';
import {
  addLinksToMsiProject,
  REGISTER_LINKS_PROPERTY,
  uuidV5,
  withLinkComponent,
} from '../../../../tooling/packaging/msi-links';
import { effectiveConfig } from './install-identity';
import { PretendWindows } from './nsis/pretend-windows';
import { DEFAULT_INSTDIR, loadScript, runMacro } from './nsis/run-nsis';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const require = createRequire(import.meta.url);
const script = loadScript(readFileSync(join(root, 'resources', 'installer', 'installer.nsh'), 'utf8'));
const KEY = `Software\\Classes\\${LINK_SCHEME}`;
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** The registration an install of `exe` writes: the values under the scheme's key. */
function registration(exe: string, productName = 'Agency Review Console') {
  return [
    `|=URL:${productName}`,
    '|url protocol=',
    `DefaultIcon|=${exe},0`,
    `shell\\open\\command|="${exe}" -- "%1"`,
  ].sort();
}

let config: Configuration;
beforeAll(async () => {
  config = await effectiveConfig({});
});

describe('the scheme in the configuration', () => {
  it('is the one the app parses, declared for every platform', () => {
    expect(config.protocols).toEqual([{ name: 'Agency Review Console', schemes: [LINK_SCHEME] }]);
    // Nothing per platform replaces it.
    for (const platform of [config.mac, config.win, config.linux])
      expect(platform?.protocols).toBeUndefined();
  });

  it('goes into the macOS Info.plist as CFBundleURLTypes, by electron-builder’s own code', () => {
    const electronMac = readFileSync(require.resolve('app-builder-lib/out/electron/electronMac.js'), 'utf8');
    expect(electronMac).toContain('(0, builder_util_1.asArray)(buildMetadata.protocols)');
    expect(electronMac).toMatch(/appPlist\.CFBundleURLTypes = protocols\.map/);
    expect(electronMac).toContain('CFBundleURLSchemes: schemes.slice()');
  });

  it.each([
    ['the console', {}, 'agency-review-console'],
    ['the QA build', { QA_BUILD: '1' }, 'agency-review-console-qa'],
  ])(
    'is in the .desktop file of %s’s deb and AppImage, as electron-builder writes it',
    async (_, env, executable) => {
      const { built, appInfo } = await builderAppInfo(env, 'linux');
      const packager = {
        appInfo,
        config: built,
        platformSpecificBuildOptions: built.linux,
        executableName: executable,
        fileAssociations: [],
        info: { metadata: { desktopName: `${executable}.desktop` } },
      };
      const entry = await new LinuxTargetHelper(packager as never).computeDesktopEntry(built.linux ?? {});
      expect(entry).toContain(`\nMimeType=x-scheme-handler/${LINK_SCHEME};\n`);
      // The link arrives as an argument (%U), which main looks for.
      expect(entry).toMatch(new RegExp(`\\nExec="/opt/[^"]+/${executable}" %U\\n`));
    },
  );
});

describe('the NSIS installer', () => {
  it.each([
    ['per user, under HKCU', 'CurrentUser', 'HKCU'],
    ['per machine, under HKLM', 'all', 'HKLM'],
  ] as const)('registers the links %s, for the installed executable', (_, installMode, hive) => {
    const windows = new PretendWindows();
    runMacro(script, 'customInstall', windows, { installMode });
    const exe = `${DEFAULT_INSTDIR[installMode]}\\Agency Review Console.exe`;
    expect(windows.registryUnder(`${hive}\\${KEY}`)).toEqual(registration(exe));
    // Nothing else in the registry: the other mode's hive is left alone.
    expect([...windows.registry.keys()].every((key) => key.startsWith(hive.toLowerCase()))).toBe(true);
  });

  it('replaces what another copy left under the key, a verb that would run instead of ours included', () => {
    const windows = new PretendWindows()
      .writeRegistry(
        `HKCU\\${KEY}\\shell\\open\\command`,
        '',
        '"C:\\Other\\Agency Review Console QA.exe" -- "%1"',
      )
      .writeRegistry(
        `HKCU\\${KEY}\\shell\\open\\command`,
        'DelegateExecute',
        '{00000000-0000-0000-0000-000000000000}',
      );
    runMacro(script, 'customInstall', windows, { installMode: 'CurrentUser' });
    expect(windows.registryUnder(`HKCU\\${KEY}`)).toEqual(
      registration(`${DEFAULT_INSTDIR.CurrentUser}\\Agency Review Console.exe`),
    );
  });

  it('names the QA build in the QA build’s registration', () => {
    const qa = loadScript(readFileSync(join(root, 'resources', 'installer', 'installer.nsh'), 'utf8'), {
      PRODUCT_NAME: 'Agency Review Console QA',
      APP_EXECUTABLE_FILENAME: 'Agency Review Console QA.exe',
    });
    const windows = new PretendWindows();
    runMacro(qa, 'customInstall', windows, { installMode: 'CurrentUser', instDir: 'C:\\QA' });
    expect(windows.registryUnder(`HKCU\\${KEY}`)).toEqual(
      registration('C:\\QA\\Agency Review Console QA.exe', 'Agency Review Console QA'),
    );
  });

  it.each(['CurrentUser', 'all'] as const)(
    'removes its own registration on uninstall (%s)',
    (installMode) => {
      const windows = new PretendWindows();
      runMacro(script, 'customInstall', windows, { installMode });
      const registers = { $R8: 'kept' };
      const run = runMacro(script, 'customUnInstall', windows, { installMode, registers });
      expect([...windows.registry.keys()].filter((key) => key.includes(LINK_SCHEME))).toEqual([]);
      expect(windows.registry.size).toBeGreaterThan(0);
      expect(Object.fromEntries(run.registers)).toEqual(registers);
    },
  );

  it('leaves the links of another copy (elsewhere, or the QA build) when it is uninstalled', () => {
    const windows = new PretendWindows();
    runMacro(script, 'customInstall', windows, { installMode: 'CurrentUser', instDir: 'D:\\Apps\\Console' });
    const before = windows.registryUnder(`HKCU\\${KEY}`);
    runMacro(script, 'customUnInstall', windows, { installMode: 'CurrentUser' });
    expect(windows.registryUnder(`HKCU\\${KEY}`)).toEqual(before);
  });

  it('leaves the per-user registration when the per-machine copy is uninstalled, and the other way round', () => {
    for (const [installed, uninstalled, hive] of [
      ['CurrentUser', 'all', 'HKCU'],
      ['all', 'CurrentUser', 'HKLM'],
    ] as const) {
      const windows = new PretendWindows();
      runMacro(script, 'customInstall', windows, { installMode: installed });
      runMacro(script, 'customUnInstall', windows, { installMode: uninstalled });
      expect(windows.registryUnder(`${hive}\\${KEY}`)).toEqual(
        registration(`${DEFAULT_INSTDIR[installed]}\\Agency Review Console.exe`),
      );
    }
  });
});

/** The configuration electron-builder builds with, and its AppInfo for one platform's options. */
async function builderAppInfo(env: Record<string, string>, platform: 'linux' | 'win') {
  const built = await effectiveConfig(env);
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  const metadata = deepAssign({}, packageJson, built.extraMetadata ?? {}) as Record<string, unknown>;
  const appInfo = new AppInfo(
    {
      metadata,
      config: built,
      devMetadata: packageJson,
      framework: { defaultAppIdPrefix: 'com.electron.' },
    } as never,
    null,
    built[platform] ?? null,
  );
  return { built, appInfo };
}

/** electron-builder's MsiTarget writing its project for an unpacked app, on any OS (no WiX run). */
async function msiProject(env: Record<string, string>): Promise<string> {
  const { built, appInfo } = await builderAppInfo(env, 'win');
  const appOutDir = mkdtempSync(join(tmpdir(), 'msi-app-'));
  temp.push(appOutDir);
  writeFileSync(join(appOutDir, `${appInfo.productFilename}.exe`), '');
  mkdirSync(join(appOutDir, 'resources'));
  writeFileSync(join(appOutDir, 'resources', 'app.asar'), '');
  const packager = {
    appInfo,
    config: built,
    platformSpecificBuildOptions: built.win ?? {},
    fileAssociations: [],
    compression: 'normal',
    getIconPath: () => Promise.resolve(join(root, 'resources', 'icon.ico')),
    expandMacro: (text: string) => text,
  };
  const target = new MsiTarget(packager as never, appOutDir);
  const options = getEffectiveOptions(built.msi ?? {}, packager as never);
  const writeManifest = (
    target as unknown as { writeManifest: (dir: string, arch: Arch, o: typeof options) => Promise<string> }
  ).writeManifest;
  return writeManifest.call(target, appOutDir, Arch.x64, options);
}

function parse(wxs: string) {
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => errors.push(`${level}: ${message}`),
  }).parseFromString(wxs, 'text/xml');
  return { document, errors };
}

function componentOf(wxs: string): Element {
  const { document, errors } = parse(wxs);
  expect(errors).toEqual([]);
  const component = [...document.getElementsByTagName('Component')].find(
    (element) => element.getAttribute('Id') === 'linkScheme',
  );
  if (!component) throw new Error('No linkScheme component');
  return component;
}

const values = (component: Element) =>
  [...component.getElementsByTagName('RegistryValue')].map((value) =>
    [value.getAttribute('Key') ?? '', value.getAttribute('Name') ?? '', value.getAttribute('Value')].join(
      '|',
    ),
  );

describe('the MSI', () => {
  it('is given the component by the configuration’s msiProjectCreated hook, in place', async () => {
    expect(builderConfig({}).msiProjectCreated).toBe(addLinksToMsiProject);
    const dir = mkdtempSync(join(tmpdir(), 'msi-project-'));
    temp.push(dir);
    const file = join(dir, 'project.wxs');
    writeFileSync(file, await msiProject({}));
    await addLinksToMsiProject(file);
    expect(componentOf(readFileSync(file, 'utf8')).getAttribute('Id')).toBe('linkScheme');
  });

  it('registers the links for the main executable under HKMU, removed with the product', async () => {
    const wxs = await msiProject({});
    expect(parse(wxs).errors).toEqual([]);
    const component = componentOf(withLinkComponent(wxs));
    // In the group the product's feature installs.
    expect((component.parentNode as Element).getAttribute('Id')).toBe('ProductComponents');
    const [key] = [...component.getElementsByTagName('RegistryKey')];
    expect(key.getAttribute('Root')).toBe('HKMU');
    expect(key.getAttribute('Key')).toBe(KEY);
    expect(key.getAttribute('ForceDeleteOnUninstall')).toBe('yes');
    expect(values(component)).toEqual([
      '||URL:Agency Review Console',
      '|URL Protocol|',
      'DefaultIcon||[#mainExecutable],0',
      'shell\\open\\command||"[#mainExecutable]" -- "%1"',
    ]);
    // [#mainExecutable] is the path of the file electron-builder gives that id: the app's executable.
    expect(wxs).toMatch(/<File Name="Agency Review Console\.exe" [^>]*Id="mainExecutable"/);
    // Unless IT installs with REGISTER_LINKS=0: a public property, passed on to the elevated install.
    const [condition] = [...component.getElementsByTagName('Condition')];
    expect(condition.textContent).toBe('REGISTER_LINKS = "1"');
    const { document } = parse(withLinkComponent(wxs));
    const property = [...document.getElementsByTagName('Property')].find(
      (element) => element.getAttribute('Id') === 'REGISTER_LINKS',
    );
    expect(property?.getAttribute('Value')).toBe('1');
    expect(property?.getAttribute('Secure')).toBe('yes');
    expect((property?.parentNode as Element).tagName).toBe('Product');
    // Per machine (HKMU is HKLM then), as the configuration says.
    expect(wxs).toContain('<Property Id="ALLUSERS" Secure="yes" Value="1"/>');
  });

  it('keys the component by a GUID of its own, stable per product, the QA build’s another', async () => {
    const guidOf = async (env: Record<string, string>) =>
      componentOf(withLinkComponent(await msiProject(env))).getAttribute('Guid');
    const [console1, console2, qa] = [await guidOf({}), await guidOf({}), await guidOf({ QA_BUILD: '1' })];
    expect(console1).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(console2).toBe(console1);
    expect(qa).not.toBe(console1);
    expect(values(componentOf(withLinkComponent(await msiProject({ QA_BUILD: '1' }))))[0]).toBe(
      '||URL:Agency Review Console QA',
    );
  });

  it('derives that GUID as RFC 4122 version 5 does', () => {
    // The DNS namespace's "www.example.com", a published example of SHA-1 name-based UUIDs.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ED6657D-E927-568B-95E1-2665A8AEA6A2',
    );
  });

  it('is described to IT as it is built: the command, and the property that leaves the links out', () => {
    const guide = readFileSync(join(root, 'docs', 'it-guide.md'), 'utf8');
    const section = /^## Links that open a review\n([\s\S]*?)^## /m.exec(guide)?.[1] ?? '';
    expect(section).toContain(`${REGISTER_LINKS_PROPERTY}=0`);
    expect(section).toContain('`"<install folder>\\Agency Review Console.exe" -- "%1"`');
    expect(section).toContain(`xdg-mime query default x-scheme-handler/${LINK_SCHEME}`);
  });

  it('stops the build when the project is not shaped as expected', () => {
    expect(() => withLinkComponent('<Wix/>')).toThrow(/ProductComponents/);
    const wxs =
      '<Product Name="A" UpgradeCode="X"><ComponentGroup Id="ProductComponents"></ComponentGroup></Product>';
    expect(() => withLinkComponent(wxs)).toThrow(/mainExecutable/);
    expect(() => withLinkComponent(wxs, 'not a scheme')).toThrow(/scheme/);
  });
});
