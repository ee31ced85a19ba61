// `npm run test:electron`: the Electron suite through Playwright, then one summary line (passed, or
// SKIPPED with the reason), exiting with Playwright's own code. The suite's global setup obtains the
// Electron binary first (downloading it where missing); on Linux without a display the run goes
// under xvfb-run where it is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeIsRecentEnough, oldNodeMessage } from '../tooling/electron/node-version';
import { summarizeElectronRun, type PlaywrightJsonReport } from '../tooling/electron/e2e-summary';

if (!nodeIsRecentEnough(process.versions.node)) {
  console.error(oldNodeMessage(process.versions.node));
  process.exit(1);
}

/** xvfb-run's path when the run needs a virtual display and it is installed, otherwise null. */
function virtualDisplay(): string | null {
  if (process.platform !== 'linux' || process.env.DISPLAY || process.env.WAYLAND_DISPLAY) return null;
  const found = spawnSync('sh', ['-c', 'command -v xvfb-run'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

const work = mkdtempSync(join(tmpdir(), 'electron-e2e-report-'));
const reportFile = join(work, 'report.json');
const cli = join('node_modules', '@playwright', 'test', 'cli.js');
const playwright = [
  process.execPath,
  cli,
  'test',
  '-c',
  'tests/electron/playwright.config.ts',
  '--reporter=list,json',
  ...process.argv.slice(2),
];
const xvfb = virtualDisplay();
const [command, ...args] = xvfb ? [xvfb, '-a', ...playwright] : playwright;
const run = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
});
const exitCode = run.status ?? 1;
const report = existsSync(reportFile)
  ? (JSON.parse(readFileSync(reportFile, 'utf8')) as PlaywrightJsonReport)
  : null;
rmSync(work, { recursive: true, force: true });
console.log(summarizeElectronRun(report, exitCode));
process.exit(exitCode);
