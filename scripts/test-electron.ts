// `npm run test:electron`: the Electron suite through Playwright, then one summary line (passed, or
// SKIPPED with the reason), exiting with Playwright's own code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarizeElectronRun, type PlaywrightJsonReport } from './electron-e2e-summary';

const work = mkdtempSync(join(tmpdir(), 'electron-e2e-report-'));
const reportFile = join(work, 'report.json');
const cli = join('node_modules', '@playwright', 'test', 'cli.js');
const run = spawnSync(
  process.execPath,
  [
    cli,
    'test',
    '-c',
    'tests/electron/playwright.config.ts',
    '--reporter=list,json',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } },
);
const exitCode = run.status ?? 1;
const report = existsSync(reportFile)
  ? (JSON.parse(readFileSync(reportFile, 'utf8')) as PlaywrightJsonReport)
  : null;
rmSync(work, { recursive: true, force: true });
console.log(summarizeElectronRun(report, exitCode));
process.exit(exitCode);
