// Packs the production build with the real configuration (electron-builder --dir, for Linux or
// Windows) and a stand-in Electron, so nothing is downloaded; shared by the packaging tests. A
// development build (`npm start`) in out/ is refused before electron-builder starts, with the fix.
// Only the variables a test sets choose signing, publishers, RELEASE and QA_BUILD.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertProductionBuild } from '../../tooling/packaging/production-build';
import { makeStandInElectron, type StandInPlatform } from './stand-in-electron';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
export const electronVersion = (require('electron/package.json') as { version: string }).version;

/** What a developer's shell may hold that would change the build under test. */
const CHOOSING_VARIABLES = [
  'RELEASE',
  'QA_BUILD',
  'UPDATE_SERVER_URL',
  'WIN_PUBLISHER_NAME',
  'WIN_SIGN_COMMAND',
  'WIN_CSC_LINK',
  'CSC_LINK',
  'WIN_CSC_SHA1',
  'WIN_CSC_SUBJECT_NAME',
  'AZURE_SIGN_ENDPOINT',
];

export interface PackedApp {
  /** dist/linux-unpacked (or win-unpacked) inside `work`. */
  appDir: string;
  output: string;
  ms: number;
}

/** Packs into `work` with the environment plus `env`, for Linux unless `platform` says Windows. */
export function packApp(
  work: string,
  env: NodeJS.ProcessEnv,
  platform: StandInPlatform = 'linux',
): PackedApp {
  if (!existsSync(join(root, 'out', 'main', 'index.js'))) {
    throw new Error('out/ is missing: run `npx electron-vite build` first (npm test does)');
  }
  assertProductionBuild(root);
  return runElectronBuilder(work, env, root, platform);
}

/**
 * electron-builder alone, on the app in `appDir` (its package.json and out/; the project root unless
 * a test packs another), so a test can see what electron-builder's own checks refuse.
 */
export function runElectronBuilder(
  work: string,
  env: NodeJS.ProcessEnv,
  appDir = root,
  platform: StandInPlatform = 'linux',
): PackedApp {
  makeStandInElectron(join(work, 'electron'), platform);
  const config = join(work, 'electron-builder.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'electron-builder.config.ts'),
      electronDist: join(work, 'electron'),
      electronVersion,
      directories: { output: join(work, 'dist'), ...(appDir === root ? {} : { app: appDir }) },
    }),
  );
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CHOOSING_VARIABLES) delete inherited[name];
  const fullEnv: NodeJS.ProcessEnv = { ...inherited, CSC_IDENTITY_AUTO_DISCOVERY: 'false', ...env };
  const cli = join(root, 'node_modules', 'electron-builder', 'cli.js');
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [cli, '--dir', `--${platform}`, '--x64', '--config', config, '--publish', 'never'],
    { cwd: root, env: fullEnv, encoding: 'utf8', timeout: 100_000 },
  );
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`electron-builder failed (${run.status ?? run.signal}):\n${output}`);
  return { appDir: join(work, 'dist', `${platform}-unpacked`), output, ms: Date.now() - started };
}
