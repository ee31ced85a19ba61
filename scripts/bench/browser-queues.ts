// The Agencies screen in Chromium (web mode): the answer's arrival to the first rows, every keystroke
// of the typing sequences to updated rows (and the long tasks meanwhile), the main thread's CPU per
// keystroke, sort changes, the heap, and JSON.parse of the same answer for scale.
import type { Browser, Page } from '@playwright/test';
import type { WebServer } from '../../src/web-server/server';
import { heapAfterGc, openPage, waitUntil, type BenchPage } from './browser-session';
import { mainThreadCpuPerInput } from './main-thread-cpu';
import {
  CLEAR_INPUT,
  FIRST_RENDER_AFTER_DATA,
  longTasksSince,
  MARK_COUNT,
  markAt,
  marksBeyond,
  NOW,
  type Mark,
} from './page-probes';
import { TYPING_SEQUENCES } from './queue-data';

export interface QueueSamples {
  firstRows: number[];
  keystroke: number[];
  sortChange: number[];
  longTasks: number[];
  heapMb: number[];
  /** Of each heap reading, what is kept outside the heap proper: array buffers, external strings (MB). */
  heapBackingMb: number[];
  /** Main-thread CPU per keystroke of the typing sequences (ms). */
  keystrokeCpu: number[];
  /** The first rows of a load, and JSON.parse alone of the same answer in the same page (ms). */
  firstRowsAndParse: { firstRows: number; parse: number }[];
}

/** Waits for the table to show the effect of the last input; null when nothing changed. */
async function nextMark(page: Page, count: number): Promise<Mark | null> {
  return (await waitUntil(page, marksBeyond(count), 3000)) ? page.evaluate<Mark>(markAt(count)) : null;
}

async function typeAndMeasure(page: Page, keys: readonly string[], out: number[]) {
  for (const key of keys) {
    await page.evaluate(CLEAR_INPUT);
    const count = await page.evaluate<number>(MARK_COUNT);
    if (key === 'Backspace') await page.keyboard.press('Backspace');
    else await page.keyboard.type(key);
    const mark = await nextMark(page, count);
    if (mark) out.push(mark.commit);
  }
}

/** Opens the Agencies screen signed in, and answers when its first rows show. */
export async function openQueue(browser: Browser, server: WebServer, language: 'en' | 'ar') {
  const session = await openPage(browser, server, { language, signedIn: true });
  await session.page.goto('/');
  await session.page.getByTestId('queue-row').first().waitFor({ timeout: 120_000 });
  return session;
}

export async function measureQueue(
  session: BenchPage,
  samples: QueueSamples,
  options: { interact: boolean; heap: boolean },
) {
  const { page } = session;
  const first = await page.evaluate<{ afterResponse: number } | null>(FIRST_RENDER_AFTER_DATA);
  if (first) samples.firstRows.push(first.afterResponse);
  firstRowsOfLoad.set(page, first?.afterResponse ?? null);
  if (options.heap) {
    const heap = await heapAfterGc(session);
    samples.heapMb.push(heap.mb);
    samples.heapBackingMb.push(heap.backingMb);
  }
  if (!options.interact) return;

  await page.getByRole('searchbox').click();
  for (const sequence of TYPING_SEQUENCES) {
    const typed = [...sequence];
    const since = await page.evaluate<number>(NOW);
    await typeAndMeasure(page, [...typed, ...typed.map(() => 'Backspace')], samples.keystroke);
    samples.longTasks.push(await page.evaluate<number>(longTasksSince(since)));
  }
  for (const order of [/Oldest|الأقدم/, /Newest|الأحدث/, /Oldest|الأقدم/, /Newest|الأحدث/]) {
    await page.getByRole('button', { name: /Sort|الترتيب/ }).click();
    const count = await page.evaluate<number>(MARK_COUNT);
    await page.getByRole('menuitemradio', { name: order }).click();
    const mark = await nextMark(page, count);
    if (mark) samples.sortChange.push(mark.commit);
  }
  // The CPU figure types without any page script between the keys (the marks above poll the page).
  await page.getByRole('searchbox').click();
  const keys = TYPING_SEQUENCES.flatMap((sequence) => [
    ...[...sequence],
    ...[...sequence].map(() => 'Backspace'),
  ]);
  const inputs = keys.map(
    (key) => () => (key === 'Backspace' ? page.keyboard.press('Backspace') : page.keyboard.type(key)),
  );
  samples.keystrokeCpu.push(...(await mainThreadCpuPerInput(session.context, page, inputs, CPU_SETTLE_MS)));
}

/** Time left after each key of the CPU figure: its rows show within a few frames. */
const CPU_SETTLE_MS = 250;
const firstRowsOfLoad = new WeakMap<Page, number | null>();

/**
 * JSON.parse alone of the Agencies answer, fetched again as text, in the page that showed it: the
 * median of 3 parses, each after a full garbage collection (the one before leaves ~100 MB), beside
 * that load's first rows. Last in a session, for that garbage.
 */
export async function measureParse(session: BenchPage, samples: QueueSamples) {
  const firstRows = firstRowsOfLoad.get(session.page);
  if (firstRows == null) return;
  await session.page.evaluate(FETCH_ANSWER);
  const cdp = await session.context.newCDPSession(session.page);
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    await cdp.send('HeapProfiler.collectGarbage');
    times.push(await session.page.evaluate<number>(PARSE_ANSWER));
  }
  await cdp.detach();
  await session.page.evaluate('delete window.__answerText');
  samples.firstRowsAndParse.push({ firstRows, parse: times.sort((a, b) => a - b)[1] });
}

const FETCH_ANSWER = `(async () => {
  const answer = await fetch('/api/agency-review-management', {
    credentials: 'include',
    headers: { 'X-CSRF-Token': localStorage.getItem('rc.csrfToken') ?? '' },
  });
  window.__answerText = await answer.text();
})()`;

const PARSE_ANSWER = `(() => {
  const start = performance.now();
  if (!JSON.parse(window.__answerText)) throw new Error('empty answer');
  return performance.now() - start;
})()`;

export const emptyQueueSamples = (): QueueSamples => ({
  firstRows: [],
  keystroke: [],
  sortChange: [],
  longTasks: [],
  heapMb: [],
  heapBackingMb: [],
  keystrokeCpu: [],
  firstRowsAndParse: [],
});
