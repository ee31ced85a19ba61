// The installers' settings as electron-builder merges them, checked against its own NSIS templates, and
// the NSIS include that makes the machine-wide configuration folder admin-only (no makensis here: its
// text is checked, step by step).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'electron-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../src/main/app-identity';
import { machineConfigFile } from '../../../../src/main/config-locations';
import { effectiveConfig } from './install-identity';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const require = createRequire(import.meta.url);
const templates = join(dirname(require.resolve('app-builder-lib/package.json')), 'templates', 'nsis');
const template = (file: string) => readFileSync(join(templates, file), 'utf8');
const nsisTarget = readFileSync(require.resolve('app-builder-lib/out/targets/nsis/NsisTarget.js'), 'utf8');

let config: Configuration;
let script: string;
beforeAll(async () => {
  config = await effectiveConfig({});
  script = readFileSync(resolve(root, config.nsis?.include ?? 'missing'), 'utf8');
});

/** The lines of `!macro name … !macroend`, trimmed, without blank lines and comments. */
function macroBody(name: string): string[] {
  const body = new RegExp(`^!macro ${name}\\b.*\\n([\\s\\S]*?)^!macroend`, 'm').exec(script)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith(';'));
}

/** The script's !define values (which may use earlier ones), substituted into `text`. */
function expand(text: string): string {
  const defines = new Map([...script.matchAll(/^!define (\w+) "?([^"\n]*)"?$/gm)].map(([, k, v]) => [k, v]));
  const once = (from: string) =>
    from.replace(/\$\{(\w+)\}/g, (whole, name: string) => defines.get(name) ?? whole);
  let expanded = text;
  while (once(expanded) !== expanded) expanded = once(expanded);
  return expanded;
}

const publisher = 'CN=Agency Review, O=Agency Review, L=Amman, C=JO';

describe('the configuration', () => {
  it.each([
    ['no variables', {}],
    ['a certificate in the store', { WIN_CSC_SHA1: 'ab'.repeat(20), WIN_PUBLISHER_NAME: publisher }],
    ['a signing command', { WIN_SIGN_COMMAND: 'smctl sign --input {file}', WIN_PUBLISHER_NAME: publisher }],
    [
      'Azure Trusted Signing',
      {
        AZURE_SIGN_ENDPOINT: 'https://weu.codesigning.azure.net',
        AZURE_SIGN_ACCOUNT_NAME: 'agency-review',
        AZURE_SIGN_CERTIFICATE_PROFILE: 'public-trust',
        AZURE_SIGN_PUBLISHER_NAME: publisher,
      },
    ],
    ['the QA build with publishers', { QA_BUILD: '1', WIN_PUBLISHER_NAME: publisher }],
  ])('is accepted by electron-builder’s own schema with %s', async (_, env) => {
    await expect(
      validateConfiguration(await effectiveConfig(env), new DebugLogger(false)),
    ).resolves.toBeUndefined();
  });
});

describe('the NSIS installer', () => {
  it('lets the reviewer install for themselves and IT for the machine, per user unless told', () => {
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      selectPerMachineByDefault: false,
    });
    expect(config.nsis?.allowElevation).not.toBe(false);
    // electron-builder forces per machine only for perMachine: true, and offers the choice otherwise.
    expect(nsisTarget).toMatch(
      /options\.perMachine === true\) \{\s*defines\.INSTALL_MODE_PER_ALL_USERS = null/,
    );
    expect(template('assistedInstaller.nsh')).toMatch(
      /!ifndef INSTALL_MODE_PER_ALL_USERS\s+!insertmacro PAGE_INSTALL_MODE/,
    );
    // The command-line switches IT uses, and the default when neither is given (INSTALL_MODE_PER_ALL_USERS_DEFAULT unset).
    expect(template('assistedInstaller.nsh')).toContain('${GetOptions} $R0 "/allusers" $R1');
    expect(template('assistedInstaller.nsh')).toContain('${GetOptions} $R0 "/currentuser" $R1');
    expect(nsisTarget).toMatch(
      /selectPerMachineByDefault === true\) \{\s*defines\.INSTALL_MODE_PER_ALL_USERS_DEFAULT/,
    );
  });

  it('includes the script, whose customInstall macro electron-builder calls once the files are in place', () => {
    expect(config.nsis?.include).toBe('resources/installer/installer.nsh');
    expect(existsSync(resolve(root, config.nsis!.include!))).toBe(true);
    expect(template('installSection.nsh')).toMatch(/!ifmacrodef customInstall\s+!insertmacro customInstall/);
    // Per machine, electron-builder's own mode variable says "all".
    expect(template('multiUser.nsh')).toMatch(/macro setInstallModePerAllUsers\s+StrCpy \$installMode all/);
  });

  it('is built as per machine by the MSI', () => {
    expect(config.msi?.perMachine).toBe(true);
  });
});

describe('the macOS installer package', () => {
  const pkgTarget = readFileSync(require.resolve('app-builder-lib/out/targets/pkg.js'), 'utf8');

  it('is built beside the DMG and the ZIP, for both processors', () => {
    expect(config.mac?.target).toContainEqual({ target: 'pkg', arch: ['x64', 'arm64'] });
  });

  it('installs into /Applications for every user and nowhere else, and is not relocatable', () => {
    expect(config.pkg).toMatchObject({
      installLocation: '/Applications',
      isRelocatable: false,
      allowAnywhere: false,
      allowCurrentUserHome: false,
      allowRootDirectory: true,
    });
    // How electron-builder turns them into the package: BundleIsRelocatable, and the install domains.
    expect(pkgTarget).toContain('packageInfo.BundleIsRelocatable = options.isRelocatable');
    expect(pkgTarget).toContain('enable_currentUserHome="${options.allowCurrentUserHome}"');
    expect(pkgTarget).toMatch(/const certType = "Developer ID Installer"/);
  });

  it('is named as the DMG of the same version and processor is, with .pkg', () => {
    const names = [config.dmg?.artifactName, config.pkg?.artifactName].map((name) =>
      name?.replace('${ext}', 'EXT'),
    );
    expect(names[0]).toBe(names[1]);
  });
});

describe('the machine-wide configuration folder, made by a per-machine NSIS install', () => {
  it('is the folder main reads config.json from', () => {
    const folder = expand('%ProgramData%\\${ARC_MACHINE_CONFIG_FOLDER}\\config.json');
    expect(folder).toBe(`%ProgramData%\\${PRODUCT_NAME}\\config.json`);
    expect(machineConfigFile('win32', { ProgramData: '%ProgramData%' })).toBe(folder);
    expect(macroBody('customInstall')).toContain('StrCpy $R7 $APPDATA');
    expect(macroBody('customInstall').join('\n')).not.toContain('ReadEnvStr');
  });

  it('is made only in per-machine mode: all of customInstall but the links sits in one If', () => {
    // The links are registered in both modes (link-scheme.test.ts).
    const body = macroBody('customInstall');
    expect(body.at(-1)).toBe('!insertmacro arcRegisterLinks');
    const folder = body.slice(0, -1);
    expect(folder[0]).toBe('${If} $installMode == "all"');
    expect(folder.at(-1)).toBe('${EndIf}');
    let depth = 0;
    for (const [index, line] of folder.entries()) {
      if (line.startsWith('${If}')) depth++;
      if (line.startsWith('${EndIf}')) depth--;
      if (index < folder.length - 1) expect(depth, `closed early at: ${line}`).toBeGreaterThan(0);
    }
  });

  it('is owned by Administrators, reset, then given exactly its access, and config.json after it', () => {
    const calls = [...script.matchAll(/^\s*!insertmacro arcIcacls `(.*)`$/gm)].map(([, args]) =>
      expand(args),
    );
    expect(calls).toEqual([
      '"$R7" /setowner *S-1-5-32-544',
      '"$R7" /reset',
      '"$R7" /inheritance:r /grant:r *S-1-5-32-544:(OI)(CI)F *S-1-5-18:(OI)(CI)F *S-1-5-32-545:(OI)(CI)RX',
      '"$R7\\config.json" /setowner *S-1-5-32-544',
      '"$R7\\config.json" /reset',
    ]);
    // icacls from the system folder, on the item itself, never through a link.
    expect(macroBody('arcIcacls')[0]).toBe('nsExec::ExecToLog `"$SYSDIR\\icacls.exe" ${ARC_ARGS} /L /Q`');
  });

  it('names accounts by well-known SID only, so it works in every display language', () => {
    const icacls = script.split('\n').filter((line) => /arcIcacls `/.test(line));
    expect(icacls).toHaveLength(5);
    expect(expand(icacls.join('\n'))).not.toMatch(/Administrators|SYSTEM|Users|Everyone/i);
    expect(expand('${ARC_ADMINISTRATORS} ${ARC_SYSTEM} ${ARC_USERS}')).toBe(
      '*S-1-5-32-544 *S-1-5-18 *S-1-5-32-545',
    );
  });

  it('is read by owner SID through the System plugin, kept only for Administrators or SYSTEM', () => {
    expect(macroBody('arcOwnerSid').filter((line) => line.startsWith('System::Call'))).toEqual([
      'System::Call \'advapi32::GetNamedSecurityInfoW(w "${ARC_PATH}", i ${ARC_SE_FILE_OBJECT}, i ${ARC_OWNER_SECURITY_INFORMATION}, *p .R5, p 0, p 0, p 0, *p .R6) i .R3\'',
      "System::Call 'advapi32::ConvertSidToStringSidW(p R5, *p .R4) i .R3'",
      "System::Call 'kernel32::lstrcpynW(w .R8, p R4, i ${NSIS_MAX_STRLEN}) p'",
      "System::Call 'kernel32::LocalFree(p R4) p'",
      "System::Call 'kernel32::LocalFree(p R6) p'",
    ]);
    // SE_FILE_OBJECT and OWNER_SECURITY_INFORMATION (AccCtrl.h, winnt.h).
    expect(expand('${ARC_SE_FILE_OBJECT} ${ARC_OWNER_SECURITY_INFORMATION}')).toBe('1 1');
    const keep = macroBody('arcKeepIfAdministrators');
    expect(keep.filter((line) => /^\$\{(If|OrIf)\} \$R8 == "(?!")/.test(line)).map(expand)).toEqual([
      '${If} $R8 == "S-1-5-32-544"',
      '${OrIf} $R8 == "S-1-5-18"',
    ]);
  });

  it('is locked after an MSI install by the IT guide’s PowerShell, step for step as the script does it', () => {
    const guide = readFileSync(join(root, 'docs', 'it-guide.md'), 'utf8');
    const section = /^### The machine-wide configuration folder\n([\s\S]*?)^#{2,3} /m.exec(guide)?.[1] ?? '';
    const powerShell = /```powershell\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const install = macroBody('customInstall').join('\n');
    const icacls = [...script.matchAll(/^\s*(!insertmacro arcIcacls `(.*)`)$/gm)].map(
      ([, line, args]): [string, string] => [
        line,
        `icacls.exe ${expand(args)
          .replace('"$R7"', '$dir')
          .replace('"$R7', '"$dir')
          .replace(/(\*S-[^ ]+)/g, "'$1'")} /L /Q`,
      ],
    );
    const steps: [nsis: string, powerShell: string][] = [
      ['!insertmacro arcIsLink $R7', '[IO.FileAttributes]::ReparsePoint)) { $item.Delete()'],
      [
        '!insertmacro arcKeepIfAdministrators $R7',
        'if ($item -and -not (Test-AdminOwned $dir)) { Move-Aside $dir',
      ],
      [
        'System::Call \'kernel32::CreateDirectoryW(w "$R7", p 0) i .R8\'',
        'New-Item -ItemType Directory -Path $dir',
      ],
      ...icacls.slice(0, 3),
      ['!insertmacro arcKeepIfAdministrators "$R7\\config.json"', '{ Move-Aside "$dir\\config.json" }'],
      ...icacls.slice(3),
    ];
    expect(icacls).toHaveLength(5);
    for (const [text, side] of [
      [install, 0],
      [powerShell, 1],
    ] as const) {
      const found = steps.map((step) => text.indexOf(step[side]));
      expect(
        steps.filter((_, index) => found[index] < 0).map((step) => step[side]),
        'steps missing',
      ).toEqual([]);
      expect(found, 'steps out of order').toEqual([...found].sort((a, b) => a - b));
    }
    // The same owners trusted, read by SID; the same name for what is set aside; no cmd version.
    expect(powerShell).toContain(
      ".GetOwner([System.Security.Principal.SecurityIdentifier]).Value -in 'S-1-5-32-544', 'S-1-5-18'",
    );
    expect(powerShell).toContain(".untrusted-$([guid]::NewGuid().ToString('B'))");
    expect(macroBody('arcKeepIfAdministrators')).toContain(
      'System::Call \'kernel32::MoveFileW(w "${ARC_PATH}", w "${ARC_PATH}.untrusted-$R5") i .R3\'',
    );
    expect(powerShell).toMatch(/^\$ErrorActionPreference = 'Stop'$/m);
    expect(section).not.toMatch(/```(bat|cmd)/);
  });

  it('replaces a junction or link in its place, never following it, and says when it could not lock it', () => {
    const body = macroBody('customInstall');
    const link = body.indexOf('!insertmacro arcIsLink $R7');
    expect(link).toBeGreaterThan(-1);
    const create = body.indexOf(`System::Call 'kernel32::CreateDirectoryW(w "$R7", p 0) i .R8'`);
    expect(create).toBeGreaterThan(link);
    expect(body.lastIndexOf('!insertmacro arcIsLink $R7')).toBeGreaterThan(create);
    expect(body).toContain('SetErrorLevel ${ARC_CONFIG_FOLDER_NOT_LOCKED}');
    expect(expand('${ARC_CONFIG_FOLDER_NOT_LOCKED}')).toBe('3');
  });

  it('never deletes a file, and is left in place by the uninstaller (IT’s configuration)', () => {
    expect(script).not.toMatch(/^\s*(Delete|RMDir)\b/m);
    expect(script).not.toMatch(/!macro (customRemoveFiles|customUnInit)\b/);
    // The uninstaller's one macro touches the links' registry key and nothing else.
    expect(macroBody('customUnInstall').filter((line) => !/^(Push|Pop) \$R8$/.test(line))).toEqual([
      'ReadRegStr $R8 SHCTX "${ARC_LINK_KEY}\\shell\\open\\command" ""',
      '${If} $R8 == `${ARC_LINK_COMMAND}`',
      'DeleteRegKey SHCTX "${ARC_LINK_KEY}"',
      '${EndIf}',
    ]);
  });

  it('declares no function or variable, which the uninstaller would not use (NSIS warnings are errors)', () => {
    expect(script).not.toMatch(/^\s*(Function|Var)\b/m);
    expect(nsisTarget).toContain('this.options.warningsAsErrors === false ? [] : ["-WX"]');
  });
});
