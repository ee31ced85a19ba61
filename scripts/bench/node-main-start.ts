// The main process's start-up in Node: the built main (development mode, as `npm start` builds it)
// with a fake Electron, from 'ready' to the window's loadURL, each start in a fresh process with a
// fresh userData folder (tooling/harness/main-start/).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDevelopmentMain } from '../../tooling/harness/main-start/build-main';
import { startBuiltMain, type MainStart, type MainStartStep } from '../../tooling/harness/main-start/measure';
import { summarize } from './stats';

// Never called during start-up: the first call to the backend is the page's.
const CONFIGURED_API = 'https://review-api.example.test';

const STEP_LABELS: [MainStartStep, string][] = [
  ['backend', 'backend ready (configuration read, demo API listening)'],
  ['menu', 'menu built'],
  ['handlers', 'IPC handlers registered'],
  ['window', 'window created'],
];

export async function benchMainStart(starts: number): Promise<{ toLoadUrl: number[]; lines: string[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-main-'));
  try {
    const entry = await buildDevelopmentMain(outDir);
    // One start not counted: the first reads the build and node's own files from disk.
    await startBuiltMain(entry);
    const runs: MainStart[] = [];
    const configured: MainStart[] = [];
    // Interleaved, so an uneven machine weighs on both alike.
    for (let start = 0; start < starts; start++) {
      runs.push(await startBuiltMain(entry));
      configured.push(await startBuiltMain(entry, CONFIGURED_API));
    }
    const unknown = new Set([...runs, ...configured].flatMap((run) => run.unknownCalls));
    const lines = STEP_LABELS.map(([step, label]) => {
      const { median, p95 } = summarize(runs.map((run) => run.sinceReady[step]));
      return `main start-up, ready to ${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
    });
    const withBackend = summarize(configured.map((run) => run.sinceReady.loadURL));
    lines.push(
      `main start-up with a configured backend instead of the demo API, ready to loadURL: median ${withBackend.median.toFixed(1)} ms, p95 ${withBackend.p95.toFixed(1)} ms`,
    );
    if (unknown.size)
      lines.push(`main start-up called, unfaked (answered undefined): ${[...unknown].join(', ')}`);
    return { toLoadUrl: runs.map((run) => run.sinceReady.loadURL), lines };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
