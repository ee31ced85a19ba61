// Only a production build of out/ is packaged: the development build `npm start` leaves there (with
// the demo API and its credentials in main) is refused by electron-builder's beforePack hook, here in
// a real electron-builder run (packApp refuses it before that); a production build packs
// (app-asar.test.ts and qa-build.test.ts pack the one in out/).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE } from '../../tooling/bundle/build-info';
import { root, runElectronBuilder } from './pack-app';

const work = mkdtempSync(join(tmpdir(), 'review-console-dev-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An app folder as `npm start` leaves the project: package.json and a development build in out/. */
function developmentApp(): string {
  const app = join(work, 'app');
  for (const part of ['main', 'preload', 'renderer']) mkdirSync(join(app, 'out', part), { recursive: true });
  copyFileSync(join(root, 'package.json'), join(app, 'package.json'));
  writeFileSync(join(app, 'out', 'main', 'index.js'), 'startDemoApi();\n');
  writeFileSync(join(app, 'out', 'preload', 'index.cjs'), '\n');
  writeFileSync(join(app, 'out', 'renderer', 'index.html'), '<!doctype html>\n');
  const built = { mode: 'development', builtAt: new Date().toISOString() };
  writeFileSync(
    join(app, 'out', BUILD_INFO_FILE),
    JSON.stringify({ main: built, preload: built, renderer: built }),
  );
  return app;
}

describe('packaging a development build', () => {
  it('is refused by electron-builder itself, which names the fix', () => {
    let refusal: unknown;
    try {
      runElectronBuilder(join(work, 'pack'), {}, developmentApp());
    } catch (error) {
      refusal = error;
    }
    expect(String(refusal)).toMatch(/Not packaging: out\/ is not a production build \(main: development/);
    expect(String(refusal)).toMatch(/Run `npm run build`/);
  }, 110_000);
});
