import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, buildBinary, parse } from 'plist';
import { afterEach, describe, expect, it } from 'vitest';
import { LINK_SCHEME } from '../../../../src/shared/review-link';
import {
  appBundleOf,
  declareLinksInDevApp,
  LSREGISTER,
  type PlistInputs,
} from '../../../../tooling/electron/dev-app-plist';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ELECTRON_PLIST = {
  CFBundleIdentifier: 'com.github.Electron',
  CFBundleName: 'Electron',
  CFBundleExecutable: 'Electron',
};

/** node_modules/electron/dist/Electron.app as Electron's installer unpacks it, with `plist` as its Info.plist. */
function electronApp(plist: Buffer | string): { executable: string; infoPlist: string; app: string } {
  const dist = mkdtempSync(join(tmpdir(), 'electron-dist-'));
  dirs.push(dist);
  const app = join(dist, 'Electron.app');
  mkdirSync(join(app, 'Contents', 'MacOS'), { recursive: true });
  writeFileSync(join(app, 'Contents', 'MacOS', 'Electron'), '');
  writeFileSync(join(app, 'Contents', 'Info.plist'), plist);
  return {
    executable: join(app, 'Contents', 'MacOS', 'Electron'),
    infoPlist: join(app, 'Contents', 'Info.plist'),
    app,
  };
}

function mac(overrides: Partial<PlistInputs> = {}) {
  const runs: string[][] = [];
  const said: string[] = [];
  const inputs: PlistInputs = {
    env: {},
    platform: 'darwin',
    run: (program, args) => {
      runs.push([program, ...args]);
      return { code: 0, stderr: '' };
    },
    say: (line) => said.push(line),
    ...overrides,
  };
  return { inputs, runs, said };
}

const schemesOf = (file: string) =>
  (
    parse(readFileSync(file, 'utf8')) as { CFBundleURLTypes?: { CFBundleURLSchemes: string[] }[] }
  ).CFBundleURLTypes?.flatMap((type) => type.CFBundleURLSchemes) ?? [];

describe('the development Electron.app on macOS', () => {
  it('declares the links’ scheme in its Info.plist, signs it again ad hoc and tells LaunchServices', () => {
    const { executable, infoPlist, app } = electronApp(build(ELECTRON_PLIST));
    const { inputs, runs } = mac();
    expect(declareLinksInDevApp(executable, inputs)).toBe('declared');
    const written = parse(readFileSync(infoPlist, 'utf8'));
    expect(written).toMatchObject({
      ...ELECTRON_PLIST,
      CFBundleURLTypes: [
        {
          CFBundleURLName: 'Agency Review Console (development)',
          CFBundleTypeRole: 'Editor',
          CFBundleURLSchemes: [LINK_SCHEME],
        },
      ],
    });
    expect(runs).toEqual([
      [
        'codesign',
        '--sign',
        '-',
        '--force',
        '--preserve-metadata=entitlements,requirements,flags,runtime',
        '--deep',
        app,
      ],
      [LSREGISTER, '-f', app],
    ]);
  });

  it('reads a binary Info.plist, keeps the schemes already there, and changes nothing the second time', () => {
    const own = { CFBundleURLName: 'Other', CFBundleURLSchemes: ['other'] };
    const { executable, infoPlist } = electronApp(
      Buffer.from(buildBinary({ ...ELECTRON_PLIST, CFBundleURLTypes: [own] })),
    );
    expect(declareLinksInDevApp(executable, mac().inputs)).toBe('declared');
    expect(schemesOf(infoPlist)).toEqual(['other', LINK_SCHEME]);
    const again = mac();
    expect(declareLinksInDevApp(executable, again.inputs)).toBe('already declared');
    expect(again.runs).toEqual([]);
  });

  it('says why links will not work when signing or LaunchServices fails', () => {
    const { executable } = electronApp(build(ELECTRON_PLIST));
    const { inputs, said } = mac({ run: () => ({ code: 1, stderr: 'codesign: no identity\n' }) });
    expect(declareLinksInDevApp(executable, inputs)).toBe('failed');
    expect(said).toEqual([
      'Links may not open the development app: codesign failed (codesign: no identity).',
    ]);
  });

  it('says so when the Info.plist cannot be read, and leaves the file as it was', () => {
    const { executable, infoPlist } = electronApp('not a plist');
    const { inputs, said, runs } = mac();
    expect(declareLinksInDevApp(executable, inputs)).toBe('failed');
    expect(said[0]).toMatch(/^Links cannot be tried in development: .*Info\.plist could not be changed/);
    expect(readFileSync(infoPlist, 'utf8')).toBe('not a plist');
    expect(runs).toEqual([]);
  });

  it.each([
    ['on Linux and Windows', { platform: 'linux' as const }, 'not macOS'],
    ['under CI', { env: { CI: 'true' } }, 'skipped'],
    ['when QA says so', { env: { REVIEW_CONSOLE_SKIP_LINK_REGISTRATION: '1' } }, 'skipped'],
    [
      'for an Electron the developer named (ELECTRON_EXEC_PATH)',
      { env: { ELECTRON_EXEC_PATH: '/x' } },
      'skipped',
    ],
  ])('changes nothing %s', (_, overrides, outcome) => {
    const text = build(ELECTRON_PLIST);
    const { executable, infoPlist } = electronApp(text);
    const { inputs, runs } = mac(overrides);
    expect(declareLinksInDevApp(executable, inputs)).toBe(outcome);
    expect(readFileSync(infoPlist, 'utf8')).toBe(text);
    expect(runs).toEqual([]);
  });

  it('finds the bundle from the executable obtain-electron.ts returns', () => {
    expect(appBundleOf('/p/node_modules/electron/dist/Electron.app/Contents/MacOS/Electron')).toBe(
      '/p/node_modules/electron/dist/Electron.app',
    );
    expect(appBundleOf('/usr/bin/electron')).toBeNull();
  });
});
