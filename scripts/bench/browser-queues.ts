// The Agencies screen in Chromium (web mode): the answer's arrival to the first rows, every keystroke
// of the typing sequences to updated rows (and the long tasks meanwhile), sort changes, and the heap.
import type { Browser, Page } from '@playwright/test';
import type { WebServer } from '../../src/web-server/server';
import { heapAfterGc, openPage, waitUntil, type BenchPage } from './browser-session';
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
  if (options.heap) samples.heapMb.push(await heapAfterGc(session));
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
}

export const emptyQueueSamples = (): QueueSamples => ({
  firstRows: [],
  keystroke: [],
  sortChange: [],
  longTasks: [],
  heapMb: [],
});
