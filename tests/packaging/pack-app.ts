// Packs the production build with the real configuration (electron-builder --dir --linux) and a
// stand-in Electron, so nothing is downloaded; shared by the packaging tests. A development build
// (`npm start`) in out/ is refused before electron-builder starts, with the fix.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertProductionBuild } from '../../tooling/packaging/production-build';
import { makeStandInElectron } from './stand-in-electron';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
export const electronVersion = (require('electron/package.json') as { version: string }).version;

export interface PackedApp {
  /** dist/linux-unpacked inside `work`. */
  appDir: string;
  output: string;
  ms: number;
}

/** Packs into `work` with the environment plus `env`; RELEASE and QA_BUILD only when `env` sets them. */
export function packApp(work: string, env: NodeJS.ProcessEnv): PackedApp {
  if (!existsSync(join(root, 'out', 'main', 'index.js'))) {
    throw new Error('out/ is missing: run `npx electron-vite build` first (npm test does)');
  }
  assertProductionBuild(root);
  return runElectronBuilder(work, env);
}

/**
 * electron-builder alone, on the app in `appDir` (its package.json and out/; the project root unless
 * a test packs another), so a test can see what electron-builder's own checks refuse.
 */
export function runElectronBuilder(work: string, env: NodeJS.ProcessEnv, appDir = root): PackedApp {
  makeStandInElectron(join(work, 'electron'));
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
  delete inherited.RELEASE;
  delete inherited.QA_BUILD;
  const fullEnv: NodeJS.ProcessEnv = { ...inherited, CSC_IDENTITY_AUTO_DISCOVERY: 'false', ...env };
  const cli = join(root, 'node_modules', 'electron-builder', 'cli.js');
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [cli, '--dir', '--linux', '--x64', '--config', config, '--publish', 'never'],
    { cwd: root, env: fullEnv, encoding: 'utf8', timeout: 100_000 },
  );
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`electron-builder failed (${run.status ?? run.signal}):\n${output}`);
  return { appDir: join(work, 'dist', 'linux-unpacked'), output, ms: Date.now() - started };
}
