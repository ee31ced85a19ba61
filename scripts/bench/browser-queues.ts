// (b) The Agencies screen in Chromium (web mode, demo API with `agencies` reviews): data arrival to
// first rows, keystroke to updated rows, and a sort change.
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { startWebServer } from '../web/server';
import {
  CLEAR_INPUT,
  FIRST_RENDER_AFTER_DATA,
  MARK_COUNT,
  markAt,
  marksBeyond,
  PAGE_PROBES,
  type Mark,
} from './page-probes';
import { TYPING_SEQUENCES } from './queue-data';
import type { Measured } from './stats';
import { chromiumLaunchOptions } from '../../tests/fixtures/chromium';

const rendererDir = fileURLToPath(new URL('../../out/renderer', import.meta.url));

async function signIn(page: Page, language: string) {
  const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
  await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email: 'reviewer@demo.test', password: 'Reviewer123' },
  });
  await page.addInitScript({
    content: `localStorage.setItem('rc.csrfToken', ${JSON.stringify(csrfToken)});
      localStorage.setItem('rc.language', ${JSON.stringify(language)});`,
  });
  await page.addInitScript({ content: PAGE_PROBES });
}

/** Waits for the table to show the effect of the last input; false when nothing changed. */
async function nextMark(page: Page, count: number): Promise<Mark | null> {
  try {
    await page.waitForFunction(marksBeyond(count), undefined, { timeout: 1500 });
  } catch {
    return null;
  }
  return page.evaluate<Mark>(markAt(count));
}

async function typeAndMeasure(page: Page, keys: readonly string[], out: number[], frames: number[]) {
  for (const key of keys) {
    await page.evaluate(CLEAR_INPUT);
    const count = await page.evaluate<number>(MARK_COUNT);
    if (key === 'Backspace') await page.keyboard.press('Backspace');
    else await page.keyboard.type(key);
    const mark = await nextMark(page, count);
    if (mark) {
      out.push(mark.commit);
      frames.push(mark.frame);
    }
  }
}

export async function benchBrowser(agencies: number, loads: number): Promise<Measured[]> {
  const server = await startWebServer({ port: 0, rendererDir, env: { DEMO_AGENCIES: String(agencies) } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const firstRender: number[] = [];
  const firstRenderAfterRead: number[] = [];
  const keystroke: number[] = [];
  const keystrokeFrame: number[] = [];
  const sortChange: number[] = [];
  try {
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await signIn(page, load % 2 ? 'ar' : 'en');
      await page.goto('/');
      await page.getByTestId('queue-row').first().waitFor({ timeout: 60_000 });
      const first = await page.evaluate<{ afterResponse: number; afterRead: number } | null>(
        FIRST_RENDER_AFTER_DATA,
      );
      if (first) {
        firstRender.push(first.afterResponse);
        if (!Number.isNaN(first.afterRead)) firstRenderAfterRead.push(first.afterRead);
      }

      if (load < 3) {
        await page.getByRole('searchbox').click();
        for (const sequence of TYPING_SEQUENCES) {
          const typed = [...sequence];
          await typeAndMeasure(page, [...typed, ...typed.map(() => 'Backspace')], keystroke, keystrokeFrame);
        }
        for (const order of [/Oldest|الأقدم/, /Newest|الأحدث/, /Oldest|الأقدم/, /Newest|الأحدث/]) {
          await page.getByRole('button', { name: /Sort|الترتيب/ }).click();
          const count = await page.evaluate<number>(MARK_COUNT);
          await page.getByRole('menuitemradio', { name: order }).click();
          const mark = await nextMark(page, count);
          if (mark) sortChange.push(mark.commit);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return [
    { name: 'answer received -> first rows', samples: firstRender, target: 300 },
    { name: 'answer body read -> first rows', samples: firstRenderAfterRead, target: 300 },
    { name: 'keystroke -> rows committed', samples: keystroke, target: 50 },
    { name: 'keystroke -> next frame', samples: keystrokeFrame, target: 50 },
    { name: 'sort choice -> rows committed', samples: sortChange, target: 50 },
  ];
}
