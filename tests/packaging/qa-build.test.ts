// The QA installers (QA_BUILD=1) packed with the real configuration and read back: the inspect fuse
// is on (Playwright's _electron.launch passes --inspect=0) and the app is named and identified as QA.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractFile } from '@electron/asar';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PUBLISHER_FIELD } from '../../src/shared/update-publisher';
import { QA_EXECUTABLE_NAME, QA_PACKAGE_NAME, QA_PRODUCT_NAME } from '../../tooling/packaging/qa-build';
import { packApp, type PackedApp } from './pack-app';

const work = mkdtempSync(join(tmpdir(), 'review-console-qa-package-'));
let packed: PackedApp;

beforeAll(() => {
  packed = packApp(work, { QA_BUILD: '1' });
}, 110_000);

afterAll(() => {
  console.log(`QA packaging: packed in ${packed?.ms ?? '?'} ms, inspect fuse on, named ${QA_PRODUCT_NAME}`);
  rmSync(work, { recursive: true, force: true });
});

describe('the QA build (QA_BUILD=1)', () => {
  it('leaves only the inspect fuse on, the others as the release build sets them', async () => {
    const wire = await getCurrentFuseWire(join(packed.appDir, QA_EXECUTABLE_NAME));
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(FuseState.ENABLE);
  });

  it('says QA in the names the app reads, so its user data and updater cache sit apart from the real app', () => {
    const asar = join(packed.appDir, 'resources', 'app.asar');
    const metadata = JSON.parse(extractFile(asar, 'package.json').toString('utf8')) as {
      name: string;
      productName: string;
    };
    expect(metadata.productName).toBe(QA_PRODUCT_NAME);
    expect(metadata.name).toBe(QA_PACKAGE_NAME);
  });

  it('built without UPDATE_SERVER_URL and WIN_PUBLISHER_NAME: no update feed, no pinned publisher', () => {
    expect(() => readFileSync(join(packed.appDir, 'resources', 'app-update.yml'))).toThrow(/ENOENT/);
    const asar = join(packed.appDir, 'resources', 'app.asar');
    const metadata: unknown = JSON.parse(extractFile(asar, 'package.json').toString('utf8'));
    expect(metadata).not.toHaveProperty(UPDATE_PUBLISHER_FIELD);
  });
});
