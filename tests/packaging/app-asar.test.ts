// What an installed app contains, checked without Electron: electron-builder packs the production
// build (--dir --linux, the real configuration, a stand-in Electron so nothing is downloaded), then
// app.asar and the executable's fuses are read back. Prints what it checked.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE } from '../../tooling/bundle/build-info';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { bundledDictionaries } from '../../src/main/spell-check';
import { electronVersion, packApp, root } from './pack-app';
import { ELECTRON_DEFAULT_FUSES } from './stand-in-electron';

const UPDATE_FEED = 'https://updates.example.test/console';
/** Text only the demo API (src/demo-api) or its credentials would bring into a bundle. */
const DEMO_MARKERS = [
  DEMO_CREDENTIALS.email,
  DEMO_CREDENTIALS.password,
  'startDemoApi',
  'createDemoApp',
  '/__demo/',
];
const SHIPPED = /^\/(package\.json|out\/(main|preload|renderer)\/.+)$/;

const work = mkdtempSync(join(tmpdir(), 'review-console-package-'));
const appDir = join(work, 'dist', 'linux-unpacked');
const asarPath = join(appDir, 'resources', 'app.asar');
const checked: string[] = [];

/** electron-builder.yml's electronFuses block. */
function fusesBlock(): string {
  const yml = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
  return /^electronFuses:\n((?: {2}.*\n)+)/m.exec(yml)?.[1] ?? '';
}

/** The fuses electronFuses sets, by @electron/fuses' option. */
function configuredFuses(): Map<FuseV1Options, boolean> {
  const block = fusesBlock();
  const fuses = new Map<FuseV1Options, boolean>();
  for (const [, key, value] of block.matchAll(/^ {2}(\w+): (true|false)$/gm)) {
    const option = FuseV1Options[(key[0].toUpperCase() + key.slice(1)) as keyof typeof FuseV1Options];
    if (option !== undefined) fuses.set(option, value === 'true');
  }
  return fuses;
}

beforeAll(() => {
  const packed = packApp(work, { UPDATE_SERVER_URL: UPDATE_FEED });
  expect(packed.output).not.toMatch(/downloading/i);
  checked.push(
    `out/${BUILD_INFO_FILE}: main, preload and renderer built in production mode`,
    `electron-builder --dir --linux with a stand-in Electron ${electronVersion}: ${packed.ms} ms, nothing downloaded`,
  );
}, 110_000);

afterAll(() => {
  console.log(`Packaging checks:\n${checked.map((line) => `  ✓ ${line}`).join('\n')}`);
  rmSync(work, { recursive: true, force: true });
});

describe('the packaged app', () => {
  it('holds package.json and the production build of main, preload and renderer, and nothing else', () => {
    const files = listPackage(asarPath, { isPack: false });
    for (const required of [
      '/package.json',
      '/out/main/index.js',
      '/out/preload/index.cjs',
      '/out/renderer/index.html',
    ]) {
      expect(files).toContain(required);
    }
    const entries = files.filter((file) => /\.[^/]+$/.test(file));
    expect(entries.filter((file) => !SHIPPED.test(file))).toEqual([]);
    expect(entries.filter((file) => /\.(map|tsx?)$/.test(file))).toEqual([]);
    const metadata = JSON.parse(extractFile(asarPath, 'package.json').toString('utf8')) as {
      main: string;
      author: { name: string };
    };
    expect(metadata.main).toBe('./out/main/index.js');
    // Windows shows it as the publisher and MSI manufacturer.
    expect(metadata.author.name).toBe('Agency Review');
    checked.push(
      `app.asar: ${entries.length} files, all package.json or out/{main,preload,renderer}; no sources, tests, tooling or source maps`,
    );
  });

  it('carries no demo API code and no demo credentials', () => {
    const files = listPackage(asarPath, { isPack: false }).filter((file) =>
      /\.(js|cjs|mjs|html|json)$/.test(file),
    );
    const found = files.flatMap((file) => {
      const text = extractFile(asarPath, file.slice(1)).toString('utf8');
      return DEMO_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found, 'out/ must be a production build (`npx electron-vite build`; `npm start` is not)').toEqual(
      [],
    );
    const mainFiles = files.filter((file) => file.startsWith('/out/main/')).length;
    checked.push(`no demo API or demo credentials in ${files.length} files (${mainFiles} of them out/main)`);
  });

  it('has every Electron fuse as electron-builder.yml sets it', async () => {
    const configured = configuredFuses();
    expect(configured.size).toBeGreaterThanOrEqual(7);
    const wire = await getCurrentFuseWire(join(appDir, 'agency-review-console'));
    const expected = Object.entries(ELECTRON_DEFAULT_FUSES).map(([option, byDefault]) => {
      const on = configured.get(Number(option) as FuseV1Options) ?? byDefault;
      return on ? FuseState.ENABLE : FuseState.DISABLE;
    });
    expect(Object.values(ELECTRON_DEFAULT_FUSES).map((_, option) => wire[option as FuseV1Options])).toEqual(
      expected,
    );
    const shown = [...configured].map(([option, on]) => `${FuseV1Options[option]} ${on ? 'on' : 'off'}`);
    checked.push(`fuses: ${shown.join(', ')}; the others left at Electron's defaults`);
    // Only macOS can run it; here the setting is checked, so unsigned arm64 builds keep starting.
    expect(fusesBlock()).toMatch(/^ {2}resetAdHocDarwinSignature: true$/m);
  });

  it('ships the spell-check dictionaries in the resources folder, where main looks for them', () => {
    const shipped = bundledDictionaries({
      isPackaged: true,
      resourcesPath: join(appDir, 'resources'),
      appPath: '',
    });
    const source = join(root, 'resources', 'dictionaries');
    const names = readdirSync(source).sort();
    expect(readdirSync(shipped).sort()).toEqual(names);
    expect(names).toEqual(expect.arrayContaining(['en-US-10-1.bdic', 'en-GB-10-1.bdic', 'README.md']));
    for (const name of names)
      expect(readFileSync(join(shipped, name)).equals(readFileSync(join(source, name)))).toBe(true);
    checked.push(
      `resources/dictionaries: ${names.filter((name) => name.endsWith('.bdic')).join(', ')} with their notices`,
    );
  });

  it('knows where to look for updates when built with UPDATE_SERVER_URL', () => {
    const feed = readFileSync(join(appDir, 'resources', 'app-update.yml'), 'utf8');
    expect(feed).toContain('provider: generic');
    expect(feed).toContain(`url: ${UPDATE_FEED}`);
    checked.push(`resources/app-update.yml: generic provider at ${UPDATE_FEED}`);
  });
});
