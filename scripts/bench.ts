// `npm run bench`: builds the console, starts the demo API with large data, drives Chromium in web
// mode, and prints every figure with its median, p95, min, max, budget and whether it
// holds; writes the same to bench-results.json. Exits non-zero on a missed budget only with --strict.
// BENCH_QUICK=1 runs fewer repetitions; --no-build measures the existing out/renderer (or
// BENCH_RENDERER_DIR, a renderer built elsewhere).
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { LARGE_REVIEW } from '../src/demo-api/seed';
import { chromiumLaunchOptions } from '../tooling/harness/chromium';
import { benchLogin } from './bench/browser-login';
import { emptyQueueSamples, measureParse, measureQueue, openQueue } from './bench/browser-queues';
import {
  bareTextareaKeystrokes,
  emptyReviewSamples,
  measureReview,
  noteKeystrokeLines,
  validateEverything,
} from './bench/browser-review';
import { openPage } from './bench/browser-session';
import { FIGURES, judge, printFigures, type FigureId } from './bench/figures';
import { summarize } from './bench/stats';
import { benchClientOverhead } from './bench/node-client';
import { benchMainStart } from './bench/node-main-start';
import { benchNodePipeline } from './bench/node-pipeline';
import { keypressLines } from '../tooling/harness/review-keypresses';
import { startWebServer } from '../src/web-server/server';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
// --only=login,queue,large,node,main measures some parts (while working on them); the default is all.
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const want = (part: 'login' | 'queue' | 'large' | 'node' | 'main') => !only || only.includes(part);
const quick = process.env.BENCH_QUICK === '1';
const repeat = (full: number, short: number) => (quick ? short : full);
const rendererDir =
  process.env.BENCH_RENDERER_DIR ?? fileURLToPath(new URL('../out/renderer', import.meta.url));
const resultsFile = fileURLToPath(new URL('../bench-results.json', import.meta.url));

if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const samples = {} as Record<FigureId, number[]>;
for (const { id } of FIGURES) samples[id] = [];
const log = (message: string) => console.log(`bench: ${message}`);
/** Lines printed after the table: what explains a figure without being one. */
const notes: string[] = [];

async function measureSmall(browser: Browser) {
  const small = await startWebServer({ port: 0, rendererDir, env: { DEMO_AGENCIES: '10000' } });
  try {
    if (want('login')) {
      log('login');
      const login = await benchLogin(browser, small, repeat(20, 3));
      samples['login-interactive'].push(...login.interactive);
      samples['login-to-rows'].push(...login.toRows);
    }
    if (want('queue')) {
      log('queue of 10,000');
      const queue = emptyQueueSamples();
      for (let load = 0; load < repeat(20, 3); load++) {
        const session = await openQueue(browser, small, load % 2 ? 'ar' : 'en');
        await measureQueue(session, queue, { interact: load < repeat(3, 1), heap: false });
        await session.context.close();
      }
      samples['first-rows-10k'].push(...queue.firstRows);
      samples['keystroke-10k'].push(...queue.keystroke);
      samples['sort-10k'].push(...queue.sortChange);
      samples['keystroke-cpu-10k'].push(...queue.keystrokeCpu);
      samples['long-tasks-typing'].push(...queue.longTasks);
    }
  } finally {
    await small.close();
  }
}

async function measureLarge(browser: Browser) {
  const large = await startWebServer({
    port: 0,
    rendererDir,
    env: { DEMO_AGENCIES: '100000', DEMO_LARGE_REVIEW: '1' },
  });
  try {
    const review = LARGE_REVIEW;
    const setup = await openPage(browser, large, { language: 'en', signedIn: true });
    const csrf = (await (await setup.page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
    log(`${await validateEverything(setup.page.request, review, csrf.csrfToken)} validations stored`);
    await setup.context.close();

    log('queue of 100,000 and the 200-field review');
    const queue = emptyQueueSamples();
    const steps = emptyReviewSamples();
    for (let load = 0; load < repeat(10, 2); load++) {
      const session = await openQueue(browser, large, load % 2 ? 'ar' : 'en');
      await measureQueue(session, queue, { interact: load < repeat(3, 1), heap: false });
      await measureReview(session, review, steps);
      await measureParse(session, queue);
      await session.context.close();
    }
    // The queue's heap in sessions of its own: its forced garbage collection purges the renderer's
    // caches, so no timed navigation may follow it.
    for (let load = 0; load < repeat(3, 1); load++) {
      const session = await openQueue(browser, large, load % 2 ? 'ar' : 'en');
      await measureQueue(session, queue, { interact: false, heap: true });
      await measureParse(session, queue);
      await session.context.close();
    }
    samples['first-rows-100k'].push(...queue.firstRows);
    samples['keystroke-100k'].push(...queue.keystroke);
    samples['sort-100k'].push(...queue.sortChange);
    samples['keystroke-cpu-100k'].push(...queue.keystrokeCpu);
    samples['first-rows-per-parse-100k'].push(
      ...queue.firstRowsAndParse.map((load) => load.firstRows / load.parse),
    );
    notes.push(parseLine(queue.firstRowsAndParse));
    samples['long-tasks-typing'].push(...queue.longTasks);
    samples['heap-queue-100k'].push(...queue.heapMb);
    notes.push(heapLine(queue.heapMb, queue.heapBackingMb));
    samples['step-200-shown'].push(...steps.stepShown);
    samples['note-keystroke-200'].push(...steps.noteKeystroke);
    samples['toggle-200'].push(...steps.toggle);
    samples['report-200'].push(...steps.report);
    samples['heap-queue-review'].push(...steps.heapMb);
    notes.push(...noteKeystrokeLines(steps.noteKeystrokeVariants, await bareTextareaKeystrokes(browser)));
  } finally {
    await large.close();
  }
}

/** The reference beside the first rows: JSON.parse alone of the same answer, in the same pages. */
function parseLine(loads: readonly { firstRows: number; parse: number }[]): string {
  const parse = summarize(loads.map((load) => load.parse));
  const rows = summarize(loads.map((load) => load.firstRows));
  return (
    `queue of 100,000, the same ${loads.length} loads: first rows median ${rows.median.toFixed(1)} / p95 ` +
    `${rows.p95.toFixed(1)} ms; JSON.parse of the answer alone median ${parse.median.toFixed(1)} / p95 ` +
    `${parse.p95.toFixed(1)} ms`
  );
}

/** What the queue's heap figure is made of: the heap proper, and what is kept outside it. */
function heapLine(heapMb: readonly number[], backingMb: readonly number[]): string {
  const each = heapMb.map((mb, at) => `${(mb - backingMb[at]).toFixed(1)} + ${backingMb[at].toFixed(1)}`);
  return (
    'heap after the 100,000 queue, the heap proper + array buffers and external strings (MB): ' +
    each.join('; ')
  );
}

let chromiumVersion = 'not started';
if (want('login') || want('queue') || want('large')) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  chromiumVersion = browser.version();
  try {
    if (want('login') || want('queue')) await measureSmall(browser);
    if (want('large')) await measureLarge(browser);
  } finally {
    await browser.close();
  }
}

if (want('node')) {
  log('queue pipeline in Node');
  samples['pipeline-keystroke-10k'].push(...benchNodePipeline(10_000, repeat(10, 3)));
  log('client core overhead');
  samples['client-overhead'].push(...(await benchClientOverhead(repeat(300, 50))));
}

if (want('main')) {
  log("main process start-up, ready to the window's loadURL");
  const mainStart = await benchMainStart(repeat(40, 5));
  samples['main-start'].push(...mainStart.toLoadUrl);
  notes.push(...mainStart.lines);
}

const results = FIGURES.filter((figure) => samples[figure.id].length > 0 || !only).map((figure) =>
  judge(figure, samples[figure.id]),
);
printFigures(results);
for (const line of [...notes, ...keypressLines()]) log(line);
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
  chromium: chromiumVersion,
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
};
writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), quick, machine, results }, null, 2)}\n`,
);
log(`wrote ${resultsFile}`);
const missed = results.filter((result) => !result.holds);
if (missed.length) log(`${missed.length} figure(s) over budget: ${missed.map((r) => r.id).join(', ')}`);
process.exit(strict && missed.length ? 1 : 0);
