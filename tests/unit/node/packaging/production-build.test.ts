// out/build-info.json records the mode each part was built in; packaging takes only a production build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BUILD_INFO_FILE, readBuildInfo, recordBuildMode } from '../../../../tooling/bundle/build-info';
import { builderConfig } from '../../../../tooling/packaging/builder-config';
import {
  assertProductionBuild,
  productionBuildProblem,
} from '../../../../tooling/packaging/production-build';

const work = mkdtempSync(join(tmpdir(), 'build-info-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let apps = 0;
/** An app folder whose out/build-info.json says `info` (nothing written when undefined). */
function appWith(info?: object): string {
  const app = join(work, `app-${++apps}`);
  mkdirSync(join(app, 'out'), { recursive: true });
  if (info) writeFileSync(join(app, 'out', BUILD_INFO_FILE), JSON.stringify(info));
  return app;
}
const built = (mode: string) => ({ mode, builtAt: '2026-01-01T00:00:00.000Z' });
const all = (mode: string) => ({ main: built(mode), preload: built(mode), renderer: built(mode) });

/** Builds one file with Vite as electron-vite builds a part: into `<project>/out/<part>`. */
async function buildPart(project: string, part: 'main' | 'renderer', mode: string, entry = 'ok') {
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'entry.js'), entry === 'ok' ? 'export const ok = 1;\n' : entry);
  await build({
    configFile: false,
    root: project,
    mode,
    logLevel: 'silent',
    plugins: [recordBuildMode(part, () => new Date('2026-02-03T04:05:06.000Z'))],
    build: {
      outDir: join(project, 'out', part),
      lib: { entry: join(project, 'entry.js'), formats: ['es'], fileName: 'index' },
    },
  });
}

describe('the build records its mode in out/build-info.json', () => {
  it('for each part, beside out/main, out/preload and out/renderer', async () => {
    const project = join(work, 'project');
    await buildPart(project, 'main', 'development');
    await buildPart(project, 'renderer', 'production');
    expect(readBuildInfo(join(project, 'out'))).toEqual({
      main: { mode: 'development', builtAt: '2026-02-03T04:05:06.000Z' },
      renderer: { mode: 'production', builtAt: '2026-02-03T04:05:06.000Z' },
    });
    // A rebuild in production mode replaces what `npm start` recorded.
    await buildPart(project, 'main', 'production');
    expect(readBuildInfo(join(project, 'out')).main?.mode).toBe('production');
  });

  it('drops a part whose build fails, rather than keep the mode of the build before', async () => {
    const project = join(work, 'failing');
    await buildPart(project, 'main', 'production');
    await expect(buildPart(project, 'main', 'production', 'export const = ;\n')).rejects.toThrow();
    expect(readBuildInfo(join(project, 'out')).main).toBeUndefined();
  });

  it('reads as nothing when the file is missing or not JSON', () => {
    expect(readBuildInfo(join(work, 'nowhere'))).toEqual({});
    const app = appWith();
    writeFileSync(join(app, 'out', BUILD_INFO_FILE), '{');
    expect(readBuildInfo(join(app, 'out'))).toEqual({});
  });
});

describe('packaging', () => {
  it('takes a production build of every part', () => {
    expect(productionBuildProblem(appWith(all('production')))).toBeNull();
    expect(() => assertProductionBuild(appWith(all('production')))).not.toThrow();
  });

  it('refuses the development build `npm start` leaves, and names the fix', () => {
    const refusal = () => assertProductionBuild(appWith(all('development')));
    expect(refusal).toThrow(
      /^Not packaging: out\/ is not a production build \(main: development, preload: development, renderer: development\), as `npm start` and `npm run dev` leave it/,
    );
    expect(refusal).toThrow(/demo API and its credentials/);
    expect(refusal).toThrow(/\nRun `npm run build` \(or `npx electron-vite build`\), then package again\.$/);
  });

  it('refuses any part in another mode, a part never recorded, and an unrecorded out/', () => {
    expect(productionBuildProblem(appWith({ ...all('production'), main: built('staging') }))).toMatch(
      /not a production build \(main: staging\)/,
    );
    expect(productionBuildProblem(appWith({ main: built('production') }))).toMatch(
      /does not record a finished build of preload, renderer/,
    );
    expect(productionBuildProblem(appWith())).toMatch(/out\/build-info\.json is missing/);
    expect(productionBuildProblem(join(work, 'no-out-at-all'))).toMatch(/is missing/);
  });

  it("is checked by electron-builder's beforePack hook before the signing plan", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const beforePack = (appDir: string) =>
      (builderConfig({}).beforePack as (context: object) => Promise<void>)({
        electronPlatformName: 'linux',
        packager: { info: { appDir } },
      });
    await expect(beforePack(appWith(all('development')))).rejects.toThrow(/Run `npm run build`/);
    expect(console.log).not.toHaveBeenCalled();
    await expect(beforePack(appWith(all('production')))).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });
});
